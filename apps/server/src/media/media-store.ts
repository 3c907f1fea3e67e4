import { randomBytes } from 'node:crypto';
import { mediaRenditionWidths } from '@shop/sdk';
import { HttpError } from '../core/http-error.js';
import { processImage } from './image-pipeline.js';
import { createImageQueue, type ImageQueue } from './image-queue.js';
import { IMAGE_TYPES_BY_EXTENSION, type ImageType, sniffImageType } from './image-type.js';
import type { MediaBackend } from './media-backend.js';

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

/** A stored image: `<folder>/<32 hex>.<ext>`; anything else is never read or deleted. */
const STORED_PATH = /^([a-z][a-z-]{0,40}\/[a-f0-9]{32})\.([a-z]{3,4})$/;
/** A rendition of one: `<folder>/<32 hex>-<width>.webp`. */
const RENDITION_PATH = /^([a-z][a-z-]{0,40}\/[a-f0-9]{32})-(\d{1,4})\.webp$/;
const WEBP = { mime: 'image/webp', extension: 'webp' } as const;

/** The keys of an image's renditions, beside it. */
export function renditionKeys(stored: string): string[] {
  const base = STORED_PATH.exec(stored)?.[1];
  return base === undefined ? [] : mediaRenditionWidths.map((width) => `${base}-${width}.webp`);
}

/** Whether a key names a stored image (not one of its renditions, nor anything else). */
export function isStoredImage(key: string): boolean {
  return STORED_PATH.test(key) && !RENDITION_PATH.test(key);
}

export interface MediaStore {
  /** Where the images live, for the start banner. */
  description: string;
  backend: MediaBackend;
  /** The line image work waits in (image-queue.ts). */
  imageQueue: ImageQueue;
  /** Checks an upload cheaply, before anything else is done with the request: a known type read from its bytes, at most 5 MB. */
  check(field: string, file: Blob): Promise<ImageType>;
  /**
   * Stores an upload under a generated name, re-encoded with its renditions (`image-pipeline.ts`); answers its path
   * relative to the media base. An upload that is not a readable image is a 400 naming `field`; one that finds the
   * image queue's waiting line full, a 503 with `Retry-After`.
   */
  save(folder: MediaFolder, file: Blob, field?: string): Promise<string>;
  /**
   * Stores bytes of a known type the same way (the demo seed's pictures, made before the server listens: not in the
   * image queue, so that a new shop's first start is not held up).
   */
  saveBytes(folder: MediaFolder, bytes: Uint8Array, type: ImageType): Promise<string>;
  /** Removes stored images with their renditions; missing ones and foreign values (legacy paths) are ignored. */
  remove(...stored: Array<string | null | undefined>): Promise<void>;
  /**
   * Keeps removed images until the answer is called (a backup copying them): the deletes wait, so an image the
   * backup's database snapshot points to is still there when the backup reaches it.
   */
  holdRemovals(): () => Promise<void>;
  /**
   * The answer to `GET` or `HEAD /media/<requestPath>`, or undefined when there is no such image. A rendition not
   * made yet (an image from before renditions) is answered with the image itself.
   */
  respond(
    requestPath: string,
    method: string,
    headers: { [name: string]: string },
  ): Promise<Response | undefined>;
}

export function createMediaStore(
  backend: MediaBackend,
  imageQueue: ImageQueue = createImageQueue(),
): MediaStore {
  /** Backups under way, and the keys removed meanwhile (deleted when the last one ends). */
  let holds = 0;
  const held: string[] = [];
  async function check(field: string, file: Blob): Promise<ImageType> {
    if (file.size > MAX_IMAGE_BYTES) {
      throw new HttpError(
        413,
        /*i18n*/ {
          id: 'image.tooLarge',
          message: '{field}: the image is larger than 5 MB',
          values: { field },
        },
        { [field]: /*i18n*/ { id: 'image.tooLargeField', message: 'At most 5 MB' } },
      );
    }
    const type = sniffImageType(new Uint8Array(await file.slice(0, 64).arrayBuffer()));
    if (type === undefined) {
      throw new HttpError(
        400,
        /*i18n*/ {
          id: 'image.wrongType',
          message: '{field}: choose a JPEG, PNG, WebP, GIF or AVIF image',
          values: { field },
        },
        {
          [field]: /*i18n*/ {
            id: 'image.wrongTypeField',
            message: 'Choose a JPEG, PNG, WebP, GIF or AVIF image',
          },
        },
      );
    }
    return type;
  }

  async function store(
    field: string,
    folder: MediaFolder,
    bytes: Uint8Array,
    type: ImageType,
    inTurn: ImageQueue['admit'],
  ): Promise<string> {
    const image = await inTurn(() => processImage(field, bytes, type));
    const stored = `${folder}/${randomBytes(16).toString('hex')}.${type.extension}`;
    const keys = renditionKeys(stored);
    try {
      await Promise.all(
        image.renditions.map((rendition, index) => {
          const key = keys[index];
          if (key === undefined) throw new Error('a rendition without its key');
          return backend.put(key, rendition.bytes, WEBP.mime);
        }),
      );
      await backend.put(stored, image.bytes, type.mime);
    } catch (error) {
      await backend.delete([stored, ...keys]).catch(() => undefined);
      throw error;
    }
    return stored;
  }

  async function answer(key: string, mime: string, method: string, headers: { [name: string]: string }) {
    const object = await backend.get(key, method !== 'HEAD');
    if (object === undefined) return undefined;
    return new Response(object.body, {
      status: 200,
      headers: { 'content-type': mime, 'content-length': String(object.size), ...headers },
    });
  }

  return {
    description: backend.description,
    backend,
    imageQueue,
    check,
    async save(folder, file, field = folder) {
      const type = await check(field, file);
      return store(field, folder, new Uint8Array(await file.arrayBuffer()), type, imageQueue.admit);
    },
    saveBytes: (folder, bytes, type) => store(folder, folder, bytes, type, (work) => work()),
    async remove(...stored) {
      const keys = stored.flatMap((value) =>
        typeof value === 'string' && isStoredImage(value) ? [value, ...renditionKeys(value)] : [],
      );
      if (keys.length === 0) return;
      if (holds > 0) held.push(...keys);
      else await backend.delete(keys);
    },
    holdRemovals() {
      holds += 1;
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        holds -= 1;
        if (holds > 0 || held.length === 0) return;
        await backend.delete(held.splice(0));
      };
    },
    async respond(requestPath, method, headers) {
      const image = STORED_PATH.exec(requestPath);
      const type = image?.[2] === undefined ? undefined : IMAGE_TYPES_BY_EXTENSION.get(image[2]);
      if (image !== null && type !== undefined && !RENDITION_PATH.test(requestPath)) {
        return answer(requestPath, type.mime, method, headers);
      }
      const rendition = RENDITION_PATH.exec(requestPath);
      if (rendition === null || !renditionKeys(`${rendition[1]}.webp`).includes(requestPath))
        return undefined;
      const made = await answer(requestPath, WEBP.mime, method, headers);
      if (made !== undefined) return made;
      for (const original of IMAGE_TYPES_BY_EXTENSION.values()) {
        const found = await answer(`${rendition[1]}.${original.extension}`, original.mime, method, headers);
        if (found !== undefined) return found;
      }
      return undefined;
    },
  };
}
