import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

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

export async function startS3Server(bucket = 'shop-media'): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
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
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
