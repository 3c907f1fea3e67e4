import sharp from 'sharp';

async function render(format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif'): Promise<Blob> {
  const image = sharp({
    create: { width: 24, height: 16, channels: 3, background: { r: 200, g: 60, b: 40 } },
  });
  const bytes = await image.toFormat(format).toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: `image/${format}` });
}

export const images = {
  jpeg: () => render('jpeg'),
  png: () => render('png'),
  webp: () => render('webp'),
  gif: () => render('gif'),
  avif: () => render('avif'),
  /** Text pretending to be a PNG by its declared type. */
  fakePng: () => new Blob(['this is not an image, just text'], { type: 'image/png' }),
  svg: () =>
    new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
      type: 'image/svg+xml',
    }),
  /** A JPEG header followed by padding: over 5 MB. */
  huge: () => {
    const bytes = new Uint8Array(5 * 1024 * 1024 + 10);
    bytes.set([0xff, 0xd8, 0xff, 0xe0]);
    return new Blob([bytes], { type: 'image/jpeg' });
  },
};
