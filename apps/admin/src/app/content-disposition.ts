/**
 * The file name a `Content-Disposition: attachment` header gives (`filename*=UTF-8''…` preferred, then
 * `filename="…"`), or `fallback` when it names none.
 */
export function fileNameOf(header: string | null, fallback: string): string {
  if (header === null) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded !== undefined) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: fall back on the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name ? name : fallback;
}
