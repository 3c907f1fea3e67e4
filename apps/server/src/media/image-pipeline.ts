import { mediaRenditionWidths } from '@shop/sdk';
import { HttpError } from '../contract/http-error.js';
import type { ImageType } from './image-type.js';

/** The longest side an image is stored with; larger uploads are scaled down to it. */
export const MAX_IMAGE_SIDE = 2400;
/** Pixels an upload may have before it is decoded at all (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;

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
 * that does not decode as that type is a 400 naming `field`. Runs in libvips' threads, not on the event loop.
 */
export async function processImage(
  field: string,
  input: Uint8Array,
  type: ImageType,
): Promise<ProcessedImage> {
  const format = FORMATS[type.extension];
  if (format === undefined) throw refused(field);
  const { default: sharp } = await import('sharp');
  const source = () =>
    sharp(input, { animated: format.animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let main: Buffer;
  try {
    const metadata = await source().metadata();
    if (metadata.format !== format.decoded) throw refused(field);
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
  const { default: sharp } = await import('sharp');
  return Promise.all(
    mediaRenditionWidths.map(async (width) => ({
      width,
      bytes: new Uint8Array(
        await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78, effort: 4 })
          .toBuffer(),
      ),
    })),
  );
}
