/**
 * The URL of a stored image: the media base (`/media/` by default) joined with the stored relative path.
 * Absolute URLs (http, https, data, blob) pass through; legacy values starting with `public/` or `/` are accepted.
 * Returns `undefined` when there is no image.
 */
export function mediaUrl(stored: string | null | undefined, base = '/media/'): string | undefined {
  if (!stored) return undefined;
  if (/^(https?:|data:|blob:)/i.test(stored)) return stored;
  const path = stored.replace(/^\/+/, '').replace(/^public\//, '');
  return `${base.replace(/\/+$/, '')}/${path}`;
}
