import { mediaSrcSet, mediaUrl } from '@shop/sdk';

const MEDIA_BASE_URL: string = import.meta.env.VITE_MEDIA_BASE_URL ?? '/media/';

/** The address of a stored image on this build's media base (VITE_MEDIA_BASE_URL, `/media/` by default). */
export function mediaSrc(stored: string | null | undefined): string | undefined {
  return mediaUrl(stored, MEDIA_BASE_URL);
}

/** The attributes of an `<img>` showing a stored image. */
export interface MediaImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * An `<img>`'s attributes for a stored image shown at most `width` CSS pixels wide (a thumbnail, an avatar): the
 * browser picks the smallest WebP rendition that is sharp on its screen rather than downloading the picture.
 * Undefined when there is no image.
 */
export function mediaImage(stored: string | null | undefined, width: number): MediaImage | undefined {
  const src = mediaSrc(stored);
  if (src === undefined) return undefined;
  const srcSet = mediaSrcSet(stored, MEDIA_BASE_URL);
  return srcSet === undefined ? { src } : { src, srcSet, sizes: `${width}px` };
}
