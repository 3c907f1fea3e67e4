// `pnpm --filter @shop/server media:renditions`: makes the WebP renditions of every stored image that has none yet
// (images stored before renditions existed), in the store the configuration names (DATA_DIR/media or the bucket).
// Safe to run while the server runs, and again: images that have their renditions are skipped.
import { loadConfig } from '../load-config.js';
import { renditionsOf } from '../media/image-pipeline.js';
import type { MediaBackend } from '../media/media-backend.js';
import { isStoredImage, renditionKeys } from '../media/media-store.js';
import { openMediaBackend } from '../media/open-media.js';

/** Reads a whole object. */
export async function readObject(backend: MediaBackend, key: string): Promise<Uint8Array | undefined> {
  const object = await backend.get(key, true);
  return object === undefined ? undefined : new Uint8Array(await new Response(object.body).arrayBuffer());
}

/** Makes the missing renditions; answers how many images got them, had them, and could not be read. */
export async function makeRenditions(backend: MediaBackend, log: (line: string) => void) {
  const keys = new Set<string>();
  for await (const key of backend.keys()) keys.add(key);
  const counts = { made: 0, present: 0, unreadable: 0 };
  for (const key of [...keys].filter(isStoredImage).sort()) {
    const wanted = renditionKeys(key);
    if (wanted.every((rendition) => keys.has(rendition))) {
      counts.present += 1;
      continue;
    }
    const bytes = await readObject(backend, key);
    try {
      if (bytes === undefined) throw new Error('gone');
      const renditions = await renditionsOf(bytes);
      for (const [index, rendition] of renditions.entries()) {
        const target = wanted[index];
        if (target !== undefined && !keys.has(target))
          await backend.put(target, rendition.bytes, 'image/webp');
      }
      counts.made += 1;
    } catch {
      counts.unreadable += 1;
      log(`  ${key}: could not be read as an image; left as it is`);
    }
  }
  return counts;
}

if (process.argv[1] === import.meta.filename) {
  const config = loadConfig(process.env, process.cwd(), { weighPasswords: false });
  const backend = await openMediaBackend(config.media);
  console.log(`Making the missing renditions of the images in ${backend.description}`);
  const counts = await makeRenditions(backend, (line) => console.log(line));
  console.log(
    `Done: ${counts.made} images got their renditions, ${counts.present} had them, ${counts.unreadable} could not be read.`,
  );
}
