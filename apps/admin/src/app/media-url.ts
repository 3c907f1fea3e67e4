import { mediaUrl } from '@shop/sdk';

const MEDIA_BASE_URL: string = import.meta.env.VITE_MEDIA_BASE_URL ?? '/media/';

/** The address of a stored image on this build's media base (VITE_MEDIA_BASE_URL, `/media/` by default). */
export function mediaSrc(stored: string | null | undefined): string | undefined {
  return mediaUrl(stored, MEDIA_BASE_URL);
}
