// `pnpm --filter @shop/server media:copy`: copies a shop's images from DATA_DIR/media to the bucket MEDIA_S3_BUCKET
// names (with the AWS_* variables), then makes any missing renditions there. Run it with the server stopped, or
// run it again after restarting the server on the bucket: objects already in the bucket are skipped.

import { contentTypeOf } from '../http/static-files.js';
import { loadConfig } from '../load-config.js';
import { diskMedia } from '../media/disk-media.js';
import type { MediaBackend } from '../media/media-backend.js';
import { openMediaBackend } from '../media/open-media.js';
import { makeRenditions, readObject } from './media-renditions.js';

/** Copies every object of `from` that `to` lacks; answers how many were copied and how many were there. */
export async function copyMedia(from: MediaBackend, to: MediaBackend) {
  const counts = { copied: 0, present: 0 };
  for await (const key of from.keys()) {
    if ((await to.get(key, false)) !== undefined) {
      counts.present += 1;
      continue;
    }
    const bytes = await readObject(from, key);
    if (bytes === undefined) continue;
    await to.put(key, bytes, contentTypeOf(key));
    counts.copied += 1;
  }
  return counts;
}

if (process.argv[1] === import.meta.filename) {
  const config = loadConfig(process.env, process.cwd(), { weighPasswords: false });
  if (config.media.kind !== 's3') {
    console.error(
      'Set MEDIA_S3_BUCKET (and AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION, AWS_ENDPOINT_URL as your store needs) to the bucket to copy the images to.',
    );
    process.exit(2);
  }
  const from = diskMedia(`${config.dataDir}/media`);
  const to = await openMediaBackend(config.media);
  console.log(`Copying the images in ${from.description} to ${to.description}`);
  const copied = await copyMedia(from, to);
  console.log(`Copied ${copied.copied} files; ${copied.present} were in the bucket already.`);
  const renditions = await makeRenditions(to, (line) => console.log(line));
  console.log(
    `Renditions: ${renditions.made} images got them, ${renditions.present} had them, ${renditions.unreadable} could not be read.`,
  );
}
