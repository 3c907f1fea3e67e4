import type { S3MediaOptions } from '../core/config.js';
import type { MediaBackend } from './media-backend.js';

/** Answers whether an SDK error says the object is not there. */
function isMissing(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const name = 'name' in error ? error.name : undefined;
  const status =
    '$metadata' in error && typeof error.$metadata === 'object' && error.$metadata !== null
      ? Reflect.get(error.$metadata, 'httpStatusCode')
      : undefined;
  return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
}

/**
 * Images as objects in an S3-compatible bucket, through AWS's own client (loaded only when a bucket is configured).
 * Credentials come the standard way: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or a role the machine has.
 */
export async function s3Media(options: S3MediaOptions): Promise<MediaBackend> {
  const {
    S3Client,
    PutObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    DeleteObjectsCommand,
    ListObjectsV2Command,
  } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint === undefined ? {} : { endpoint: options.endpoint }),
    forcePathStyle: options.forcePathStyle,
  });
  const Bucket = options.bucket;
  return {
    description: `S3 bucket ${Bucket}${options.endpoint === undefined ? '' : ` at ${options.endpoint}`}`,
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          // Keys are never reused: whoever serves the object (this server, a CDN) may keep it for good.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async putStream(key, body, known, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentLength: known.size,
          // Given, the store checks it; else the client would send the stream in aws-chunked encoding with a
          // checksum at its end, which not every S3-compatible store reads.
          ChecksumSHA256: Buffer.from(known.sha256, 'hex').toString('base64'),
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key, withBody) {
      try {
        if (!withBody) {
          const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
          return { size: head.ContentLength ?? 0, body: null };
        }
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { size: object.ContentLength ?? 0, body: object.Body?.transformToWebStream() ?? null };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(keys) {
      for (let start = 0; start < keys.length; start += 1000) {
        const batch = keys.slice(start, start + 1000).map((Key) => ({ Key }));
        if (batch.length > 0) {
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch, Quiet: true } }));
        }
      }
    },
    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key !== undefined) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken !== undefined);
    },
  };
}
