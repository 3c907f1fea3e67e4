import { mediaRenditionWidths } from '@shop/sdk';
import { HttpError } from '../core/http-error.js';
import type { ImageType } from './image-type.js';

/** The longest side an image is stored with; larger uploads are scaled down to it. */
export const MAX_IMAGE_SIDE = 2400;
/**
 * Pixels an upload may have (all frames of an animation together), read from its header before anything is
 * decoded: a 300 KB PNG can claim a 6300 x 6300 canvas, whose decoding takes seconds and 160 MB. 25 MP holds a
 * 12 MP phone photo and a 24 MP camera's (6000 x 4000) with room to spare; every image is stored at most 2400 px on
 * its longest side (5.8 MP) anyway, and a phone's 48-50 MP photo is over the 5 MB limit as a JPEG already.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

/** A width a smaller WebP copy of every image is made at (the document's `x-media-renditions`). */
export type RenditionWidth = (typeof mediaRenditionWidths)[number];

/** An image as it is stored: the picture itself, re-encoded, and its smaller WebP copies. */
export interface ProcessedImage {
  bytes: Uint8Array;
  type: ImageType;
  renditions: Array<{ width: RenditionWidth; bytes: Uint8Array }>;
}

/** How each accepted type is decoded by sharp (its `metadata().format`) and encoded again. */
const FORMATS: { [extension: string]: { decoded: string; animated: boolean } } = {
  jpg: { decoded: 'jpeg', animated: false },
  png: { decoded: 'png', animated: false },
  gif: { decoded: 'gif', animated: true },
  webp: { decoded: 'webp', animated: true },
  avif: { decoded: 'heif', animated: false },
};

/** The pixel limit in megapixels, as messages say it. */
const MAX_MEGAPIXELS = MAX_INPUT_PIXELS / 1_000_000;

/** libvips' threads per image: one. Several images at once are limited by the image queue (image-queue.ts). */
let sharpLoaded: Promise<typeof import('sharp')> | undefined;
function loadSharp(): Promise<typeof import('sharp')> {
  sharpLoaded ??= import('sharp').then((loaded) => {
    loaded.default.concurrency(1);
    return loaded;
  });
  return sharpLoaded;
}

function tooManyPixels(field: string): HttpError {
  return new HttpError(
    400,
    /*i18n*/ {
      id: 'image.tooManyPixels',
      message: '{field}: the picture is larger than {megapixels} megapixels',
      values: { field, megapixels: MAX_MEGAPIXELS },
    },
    {
      [field]: /*i18n*/ {
        id: 'image.tooManyPixelsField',
        message: 'At most {megapixels} megapixels (for example 6000 × 4000 px); save a smaller copy',
        values: { megapixels: MAX_MEGAPIXELS },
      },
    },
  );
}

function refused(field: string): HttpError {
  return new HttpError(
    400,
    /*i18n*/ {
      id: 'image.unreadable',
      message: '{field}: this file is not an image that can be read',
      values: { field },
    },
    {
      [field]: /*i18n*/ {
        id: 'image.unreadableField',
        message: 'Choose a JPEG, PNG, WebP, GIF or AVIF image that opens as a picture',
      },
    },
  );
}

/**
 * Decodes an upload of the type its bytes claim and encodes it again, so that only a real image is ever stored:
 * turned upright from its EXIF orientation, every piece of metadata (camera, GPS, comments) dropped, at most
 * {@link MAX_IMAGE_SIDE} px on its longest side, in its own format. Makes the WebP renditions beside it. Anything
 * that does not decode as that type, or has more than {@link MAX_INPUT_PIXELS} pixels, is a 400 naming `field`.
 * Runs in libuv's thread pool, not on the event loop: call it through the image queue (image-queue.ts).
 */
export async function processImage(
  field: string,
  input: Uint8Array,
  type: ImageType,
): Promise<ProcessedImage> {
  const format = FORMATS[type.extension];
  if (format === undefined) throw refused(field);
  const { default: sharp } = await loadSharp();
  const source = () =>
    sharp(input, { animated: format.animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let main: Buffer;
  try {
    // The header only: no limit here, so that a picture over it is told as such rather than as unreadable.
    const metadata = await sharp(input, { animated: format.animated, limitInputPixels: false }).metadata();
    if (metadata.format !== format.decoded) throw refused(field);
    if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw tooManyPixels(field);
    let image = source()
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    if (type.extension === 'jpg') image = image.jpeg({ quality: 82, mozjpeg: true });
    else if (type.extension === 'png') image = image.png({ compressionLevel: 9, effort: 7 });
    else if (type.extension === 'gif') image = image.gif();
    else if (type.extension === 'webp') image = image.webp({ quality: 82 });
    else image = image.avif({ quality: 55, effort: 3 });
    main = await image.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw refused(field);
  }
  return { bytes: new Uint8Array(main), type, renditions: await renditionsOf(main) };
}

/**
 * The WebP renditions of a stored image, one per width of the document's `x-media-renditions` (first frame of an
 * animation; never wider than the image).
 */
export async function renditionsOf(image: Uint8Array): Promise<ProcessedImage['renditions']> {
  const { default: sharp } = await loadSharp();
  const renditions: ProcessedImage['renditions'] = [];
  // One after the other: an image's work holds one thread of the pool at a time.
  for (const width of mediaRenditionWidths) {
    const bytes = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78, effort: 4 })
      .toBuffer();
    renditions.push({ width, bytes: new Uint8Array(bytes) });
  }
  return renditions;
}
