import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../contract/http-error.js';
import { IMAGE_TYPES_BY_EXTENSION, type ImageType, sniffImageType } from './image-type.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The folders images are stored in, one per kind of record. */
export type MediaFolder =
  | 'categories'
  | 'items'
  | 'item-assets'
  | 'hero-sliders'
  | 'testimonials'
  | 'app-settings'
  | 'employees'
  | 'customers';

/** A stored path: `<folder>/<32 hex>.<ext>`; anything else is never read from disk. */
const STORED_PATH = /^([a-z][a-z-]{0,40})\/([a-f0-9]{32})\.([a-z]{3,4})$/;

export interface MediaStore {
  dir: string;
  /** Checks an upload: a known image type read from its bytes, at most 5 MB. */
  check(field: string, file: Blob): Promise<ImageType>;
  /** Stores an upload under a generated name; answers its path relative to the media base. */
  save(folder: MediaFolder, file: Blob): Promise<string>;
  /** Stores bytes of a known type (generated images). */
  saveBytes(folder: MediaFolder, bytes: Uint8Array, type: ImageType): Promise<string>;
  /** Removes stored files; missing files and foreign values (legacy paths) are ignored. */
  remove(...stored: Array<string | null | undefined>): Promise<void>;
  /** The file on disk and its type for a request path under /media, or undefined. */
  resolve(requestPath: string): { file: string; type: ImageType } | undefined;
}

export function createMediaStore(dir: string): MediaStore {
  async function saveBytes(folder: MediaFolder, bytes: Uint8Array, type: ImageType): Promise<string> {
    await mkdir(path.join(dir, folder), { recursive: true });
    const stored = `${folder}/${randomBytes(16).toString('hex')}.${type.extension}`;
    await writeFile(path.join(dir, stored), bytes, { flag: 'wx' });
    return stored;
  }

  async function check(field: string, file: Blob): Promise<ImageType> {
    if (file.size > MAX_IMAGE_BYTES) {
      throw new HttpError(413, `${field}: the image is larger than 5 MB`, { [field]: 'At most 5 MB' });
    }
    const type = sniffImageType(new Uint8Array(await file.slice(0, 64).arrayBuffer()));
    if (type === undefined) {
      throw new HttpError(400, `${field}: choose a JPEG, PNG, WebP, GIF or AVIF image`, {
        [field]: 'Choose a JPEG, PNG, WebP, GIF or AVIF image',
      });
    }
    return type;
  }

  return {
    dir,
    check,
    async save(folder, file) {
      const type = await check(folder, file);
      return saveBytes(folder, new Uint8Array(await file.arrayBuffer()), type);
    },
    saveBytes,
    async remove(...stored) {
      for (const value of stored) {
        if (value === null || value === undefined || !STORED_PATH.test(value)) continue;
        await rm(path.join(dir, value), { force: true });
      }
    },
    resolve(requestPath) {
      const match = STORED_PATH.exec(requestPath);
      const type = match?.[3] === undefined ? undefined : IMAGE_TYPES_BY_EXTENSION.get(match[3]);
      if (match === null || type === undefined) return undefined;
      return { file: path.join(dir, requestPath), type };
    },
  };
}
