import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaBackend } from './media-backend.js';

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/** Images as files under `dir` (`DATA_DIR/media`): the default, for a shop on one machine. */
export function diskMedia(dir: string): MediaBackend {
  const fileOf = (key: string) => path.join(dir, ...key.split('/'));
  return {
    description: dir,
    async put(key, bytes) {
      await mkdir(path.dirname(fileOf(key)), { recursive: true });
      await writeFile(fileOf(key), bytes, { flag: 'wx' });
    },
    async putStream(key, body) {
      await mkdir(path.dirname(fileOf(key)), { recursive: true });
      try {
        await pipeline(body, createWriteStream(fileOf(key), { flags: 'wx' }));
      } catch (error) {
        // Not when the file was there before: 'wx' refused it, and it is someone else's.
        if (codeOf(error) !== 'EEXIST') await rm(fileOf(key), { force: true });
        throw error;
      }
    },
    async get(key, withBody) {
      const file = fileOf(key);
      const found = await stat(file).catch(() => undefined);
      if (found === undefined || !found.isFile()) return undefined;
      return { size: found.size, body: withBody ? Readable.toWeb(createReadStream(file)) : null };
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async *keys() {
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (entry.isFile())
          yield path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      }
    },
  };
}
