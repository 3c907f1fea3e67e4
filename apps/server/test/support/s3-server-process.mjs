// s3rver, a test double of the S3 protocol, in a process of its own (s3-server.ts starts it with
// --openssl-legacy-provider): s3rver pages bucket listings with DES-encrypted continuation tokens, which Node's
// OpenSSL 3 refuses otherwise, so a bucket of more than 1,000 objects could not be listed. Prints `{"port":N}`
// once it listens; stops on SIGTERM, or when the test process that started it goes away (its stdin ends).
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.once('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
