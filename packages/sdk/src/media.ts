import { mediaRenditionWidths } from './generated/contract.js';

/** The relative path of a stored image, legacy `public/` and leading slashes removed. */
function relativePath(stored: string): string {
  return stored.replace(/^\/+/, '').replace(/^public\//, '');
}

/**
 * The URL of a stored image: the media base (`/media/` by default) joined with the stored relative path.
 * Absolute URLs (http, https, data, blob) pass through; legacy values starting with `public/` or `/` are accepted.
 * Returns `undefined` when there is no image.
 */
export function mediaUrl(stored: string | null | undefined, base = '/media/'): string | undefined {
  if (!stored) return undefined;
  if (/^(https?:|data:|blob:)/i.test(stored)) return stored;
  return `${base.replace(/\/+$/, '')}/${relativePath(stored)}`;
}

/** A path the server stored (`items/3f9c….jpg`): those have renditions beside them. */
const STORED_PATH = /^([a-z][a-z-]*\/[a-f0-9]{32})\.[a-z]{3,4}$/;

/**
 * A `srcset` of the smaller WebP copies of a stored image (`…/3f9c-96.webp 96w, …/3f9c-480.webp 480w`), so that a
 * list or a picker downloads a thumbnail rather than the picture; pair it with `sizes` and `src` = {@link mediaUrl}.
 * Undefined for a value the server did not store (an outside URL, a legacy path).
 */
export function mediaSrcSet(stored: string | null | undefined, base = '/media/'): string | undefined {
  const match = stored ? STORED_PATH.exec(relativePath(stored)) : null;
  if (match === null) return undefined;
  const root = base.replace(/\/+$/, '');
  return mediaRenditionWidths.map((width) => `${root}/${match[1]}-${width}.webp ${width}w`).join(', ');
}
