import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** An S3-protocol server on this machine (s3rver, a test double of the protocol) with one empty bucket. */
export interface S3Server {
  /** `http://127.0.0.1:<port>`: AWS_ENDPOINT_URL for the shop server. */
  endpoint: string;
  bucket: string;
  /** The variables a shop server needs to keep its images in the bucket. */
  env: { [name: string]: string };
  /** The keys of the objects in the bucket, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** The port the s3rver process prints once it listens; fails with what it said when it exits first. */
async function portOf(child: ChildProcess, output: () => string): Promise<number> {
  const stdout = child.stdout;
  if (stdout === null) throw new Error('the S3 server process has no stdout');
  const lines = createInterface({ input: stdout });
  try {
    const first = await new Promise<string>((resolve, reject) => {
      lines.once('line', resolve);
      child.once('exit', (code) => reject(new Error(`the S3 server exited with ${code}:\n${output()}`)));
    });
    const parsed: unknown = JSON.parse(first);
    const port =
      typeof parsed === 'object' && parsed !== null && 'port' in parsed ? Number(parsed.port) : Number.NaN;
    if (!Number.isInteger(port)) throw new Error(`the S3 server said ${first}`);
    return port;
  } finally {
    lines.close();
  }
}

/**
 * Starts s3rver in a process of its own (s3-server-process.mjs: it needs OpenSSL's legacy ciphers to list more than
 * 1,000 objects, and a test may run a command that blocks this process meanwhile) with one empty bucket.
 */
export async function startS3Server(bucket = 'shop-media'): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'shop-s3-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', path.join(import.meta.dirname, 's3-server-process.mjs'), directory, bucket],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await portOf(child, () => errors);
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_S3_BUCKET: bucket,
      AWS_ENDPOINT_URL: endpoint,
      AWS_REGION: 'us-east-1',
      // s3rver's fixed credentials.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async keys() {
      // s3rver keeps each object as a folder of files under <directory>/<bucket>/<key>._S3rver_object (and metadata).
      const entries = await readdir(path.join(directory, bucket), { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile() && entry.name.endsWith('._S3rver_object'))
        .map((entry) =>
          path
            .relative(path.join(directory, bucket), path.join(entry.parentPath, entry.name))
            .replace(/\._S3rver_object$/, '')
            .split(path.sep)
            .join('/'),
        )
        .sort();
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
