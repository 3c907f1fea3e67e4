export interface ImageType {
  mime: string;
  extension: string;
}

const JPEG: ImageType = { mime: 'image/jpeg', extension: 'jpg' };
const PNG: ImageType = { mime: 'image/png', extension: 'png' };
const GIF: ImageType = { mime: 'image/gif', extension: 'gif' };
const WEBP: ImageType = { mime: 'image/webp', extension: 'webp' };
const AVIF: ImageType = { mime: 'image/avif', extension: 'avif' };

export const IMAGE_TYPES_BY_EXTENSION = new Map(
  [JPEG, PNG, GIF, WEBP, AVIF].map((type) => [type.extension, type]),
);

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/**
 * The image type read from the first bytes of a file (never from its name or declared type):
 * JPEG, PNG, GIF, WebP or AVIF, else undefined (SVG included: it is a document that can carry script).
 */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return JPEG;
  if (
    bytes.length >= 8 &&
    bytes[0] === 0x89 &&
    ascii(bytes, 1, 3) === 'PNG' &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  ) {
    return PNG;
  }
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return GIF;
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return WEBP;
  if (bytes.length >= 16 && ascii(bytes, 4, 4) === 'ftyp') {
    // ISO-BMFF: the major brand, then compatible brands, fill the rest of the ftyp box.
    const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
    const end = Math.min(boxSize, bytes.length);
    for (let offset = 8; offset + 4 <= end; offset += offset === 8 ? 8 : 4) {
      const brand = ascii(bytes, offset, 4);
      if (brand === 'avif' || brand === 'avis') return AVIF;
    }
  }
  return undefined;
}
