// Images as they are stored and served: re-encoded, without metadata, scaled down, with WebP renditions beside
// them; gone with their record; on the data dir's disk or in an S3-compatible bucket.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyMedia } from '../src/commands/media-copy.js';
import { makeRenditions } from '../src/commands/media-renditions.js';
import { diskMedia } from '../src/media/disk-media.js';
import { MAX_INPUT_PIXELS } from '../src/media/image-pipeline.js';
import { createImageQueue, defaultImageQueueLimits } from '../src/media/image-queue.js';
import { s3Media } from '../src/media/s3-media.js';
import { images } from './support/images.js';
import { type S3Server, startS3Server } from './support/s3-server.js';
import { ADMIN, type ApiResponse, startTestServer, type TestServer } from './support/test-server.js';
import { at, form, idOf } from './support/values.js';

/** A photo as a phone takes it: large, with EXIF (camera, GPS position) and a sideways orientation flag. */
async function phonePhoto(): Promise<Blob> {
  const bytes = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '23/1 48/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '90/1 24/1 0/1',
      },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
  const photo = await sharp(bytes).metadata();
  if (photo.orientation !== 6 || photo.exif === undefined) throw new Error('the test photo has no EXIF');
  return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
}

/** A PNG of `width` x `height` in one colour: a small file that claims a large canvas, all of it decoded. */
async function plainPng(width: number, height: number): Promise<Blob> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#c8c8c8' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

/** Every file under a folder, by relative path (none when it does not exist). */
async function filesUnder(folder: string): Promise<string[]> {
  const found: string[] = [];
  for await (const key of diskMedia(folder).keys()) found.push(key);
  return found.sort();
}

function withoutExtension(stored: string): string {
  return stored.replace(/\.[a-z]+$/, '');
}

describe('images on the data dir', () => {
  let server: TestServer;
  let token: string;
  // The server's own limits; the test watches its line.
  const queue = createImageQueue(defaultImageQueueLimits());

  beforeAll(async () => {
    server = await startTestServer({ imageQueue: queue });
    token = await server.login();
  });
  afterAll(() => server.close());

  const createCategory = (image: Blob, name = `Photos ${Math.random()}`) =>
    server.api('POST', '/categories', { token, form: form({ name, description: 'x', image }) });

  it('stores a photo upright, without its metadata, at most 2400 px, with 96 and 480 px WebP copies', async () => {
    const created = await createCategory(await phonePhoto());
    expect(created.status).toBe(201);
    const stored = String(at(created.body, 'image'));
    expect(stored).toMatch(/^categories\/[a-f0-9]{32}\.jpg$/);

    const main = await readFile(path.join(server.mediaDir, stored));
    const meta = await sharp(main).metadata();
    expect(meta.format).toBe('jpeg');
    // Orientation 6 (turned 90°): stored upright, the long side scaled to 2400.
    expect([meta.width, meta.height]).toEqual([1800, 2400]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(main.includes(Buffer.from('PhoneMaker'))).toBe(false);

    for (const width of [96, 480]) {
      const file = path.join(server.mediaDir, `${withoutExtension(stored)}-${width}.webp`);
      const rendition = await sharp(await readFile(file)).metadata();
      expect(rendition).toMatchObject({ format: 'webp', width });
      const served = await server.raw('GET', `/media/${withoutExtension(stored)}-${width}.webp`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('refuses a file that starts like a PNG and goes on as a script, storing nothing', async () => {
    const png = new Uint8Array(await (await images.png()).arrayBuffer());
    const hostile = new Blob([png.slice(0, 16), '<script>alert(document.cookie)</script>'.repeat(20)], {
      type: 'image/png',
    });
    const before = (await server.api('GET', '/categories', { token })).body;
    const refused = await createCategory(hostile);
    expect(refused).toMatchObject({
      status: 400,
      body: { fields: { image: 'Choose a JPEG, PNG, WebP, GIF or AVIF image that opens as a picture' } },
    });
    expect((await server.api('GET', '/categories', { token })).body).toEqual(before);
  });

  it('refuses a picture of more than 25 megapixels from its header, storing nothing', async () => {
    expect(MAX_INPUT_PIXELS).toBe(25_000_000);
    // The file: a few hundred kB of PNG claiming 6300 x 6300 (39.7 MP).
    const bomb = await plainPng(6300, 6300);
    expect(bomb.size).toBeLessThan(500_000);
    const before = await filesUnder(server.mediaDir);
    const refused = await createCategory(bomb);
    expect(refused).toMatchObject({
      status: 400,
      body: {
        message: 'image: the picture is larger than 25 megapixels',
        fields: { image: 'At most 25 megapixels (for example 6000 × 4000 px); save a smaller copy' },
      },
    });
    expect(await filesUnder(server.mediaDir)).toEqual(before);
    // All frames of an animation count: 2 frames of 4000 x 3200 are 25.6 MP.
    const frame = (background: string) =>
      sharp({ create: { width: 4000, height: 3200, channels: 3, background } })
        .png()
        .toBuffer();
    const animation = await sharp([await frame('#333'), await frame('#c33')], { join: { animated: true } })
      .gif()
      .toBuffer();
    const refusedAnimation = await createCategory(
      new Blob([new Uint8Array(animation)], { type: 'image/gif' }),
    );
    expect(refusedAnimation.status).toBe(400);
    expect(at(refusedAnimation.body, 'message')).toBe('image: the picture is larger than 25 megapixels');
  });

  it('answers a sign-in while worst-case uploads keep the image queue busy', async () => {
    // The largest picture taken: 25 MP of PNG, decoded whole.
    const worst = await plainPng(5000, 5000);
    const uploads = Array.from({ length: 4 }, () => createCategory(worst));
    await expect.poll(() => queue.running).toBeGreaterThan(0);
    const signedIn = await server.api('POST', '/employees/login', {
      json: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(signedIn.status).toBe(200);
    for (const upload of await Promise.all(uploads)) {
      expect([201, 503]).toContain(upload.status);
      if (upload.status === 503) expect(Number(upload.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  });

  it('keeps every accepted format as it came (re-encoded), and an animated GIF animated', async () => {
    for (const [format, extension] of [
      ['jpeg', 'jpg'],
      ['png', 'png'],
      ['webp', 'webp'],
      ['gif', 'gif'],
      ['avif', 'avif'],
    ] as const) {
      const created = await createCategory(await images[format]());
      expect(created.status, format).toBe(201);
      expect(String(at(created.body, 'image'))).toMatch(new RegExp(`\\.${extension}$`));
    }
    const frame = (background: string) =>
      sharp({ create: { width: 20, height: 60, channels: 4, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#c33'), await frame('#3c3')], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(2);
    const created = await createCategory(new Blob([new Uint8Array(gif)], { type: 'image/gif' }));
    const stored = await readFile(path.join(server.mediaDir, String(at(created.body, 'image'))));
    expect((await sharp(stored, { animated: true }).metadata()).pages).toBe(2);
  });

  it('removes an image and its renditions with its record, and when a new one replaces it', async () => {
    const created = await server.api('POST', '/testimonials', {
      token,
      form: form({
        name: 'Ayesha',
        designation: 'Buyer',
        testimonial: 'Lovely',
        precedence: 1,
        image: await images.png(),
      }),
    });
    expect(created.status, created.text).toBe(201);
    const first = String(at(created.body, 'image'));
    const files = (stored: string) =>
      [stored, `${withoutExtension(stored)}-96.webp`, `${withoutExtension(stored)}-480.webp`].map((file) =>
        path.join(server.mediaDir, file),
      );
    const exists = (file: string) =>
      readFile(file).then(
        () => true,
        () => false,
      );
    for (const file of files(first)) expect(await exists(file), file).toBe(true);
    const updated = await server.api('PATCH', `/testimonials/${idOf(created)}`, {
      token,
      form: form({ image: await images.jpeg() }),
    });
    expect(updated.status, updated.text).toBe(200);
    for (const file of files(first)) expect(await exists(file), file).toBe(false);
    const second = String(at(updated.body, 'image'));
    for (const file of files(second)) expect(await exists(file), file).toBe(true);
    expect((await server.api('DELETE', `/testimonials/${idOf(created)}`, { token })).status).toBe(204);
    for (const file of files(second)) expect(await exists(file), file).toBe(false);
  });

  it('answers a rendition of an image from before renditions with the image itself', async () => {
    const old = `categories/${'a'.repeat(32)}.png`;
    await writeFile(
      path.join(server.mediaDir, old),
      new Uint8Array(await (await images.png()).arrayBuffer()),
    );
    const rendition = await server.raw('GET', `/media/categories/${'a'.repeat(32)}-96.webp`);
    expect(rendition.status).toBe(200);
    expect(rendition.headers.get('content-type')).toBe('image/png');
    expect((await server.raw('GET', `/media/categories/${'b'.repeat(32)}-96.webp`)).status).toBe(404);
    expect((await server.raw('GET', `/media/categories/${'a'.repeat(32)}-95.webp`)).status).toBe(404);
  });
});

describe('the image queue', () => {
  let server: TestServer;
  let token: string;
  const queue = createImageQueue({ concurrency: 1, waiting: 1 });

  beforeAll(async () => {
    server = await startTestServer({ imageQueue: queue });
    token = await server.login();
  });
  afterAll(() => server.close());

  it('is at most half the cores and leaves two threads of the pool to the rest', () => {
    expect(defaultImageQueueLimits(2, 4)).toEqual({ concurrency: 1, waiting: 8 });
    expect(defaultImageQueueLimits(1, 4)).toEqual({ concurrency: 1, waiting: 8 });
    expect(defaultImageQueueLimits(16, 4)).toEqual({ concurrency: 2, waiting: 16 });
    expect(defaultImageQueueLimits(16, 16)).toEqual({ concurrency: 8, waiting: 64 });
  });

  it('refuses an upload with 503 and Retry-After while its line is full, storing nothing; takes it once there is room', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // One image worked on, one waiting: the line is full.
    const working = queue.admit(() => held);
    const waiting = queue.admit(() => held);
    expect([queue.running, queue.queued]).toEqual([1, 1]);
    const before = (await server.api('GET', '/categories', { token })).body;
    const upload = async () =>
      server.api('POST', '/categories', {
        token,
        form: form({ name: 'Busy', description: 'x', image: await images.png() }),
      });
    let refused: ApiResponse;
    try {
      refused = await upload();
    } finally {
      release();
    }
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.body).toEqual({
      message: expect.stringMatching(/^The server is busy with other images\. Try again in \d+ seconds?\.$/),
    });
    expect((await server.api('GET', '/categories', { token })).body).toEqual(before);
    expect(await filesUnder(server.mediaDir)).toEqual([]);
    await Promise.all([working, waiting]);
    expect([queue.running, queue.queued]).toEqual([0, 0]);
    expect((await upload()).status).toBe(201);
  });
});

describe('images in an S3-compatible bucket', () => {
  let s3: S3Server;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' });
    const backend = await s3Media({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
    });
    server = await startTestServer({ media: backend });
    token = await server.login();
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('stores the image and its renditions in the bucket, serves them at /media, and deletes them with the record', async () => {
    const created = await server.api('POST', '/categories', {
      token,
      form: form({ name: 'In the bucket', description: 'x', image: await images.png() }),
    });
    expect(created.status).toBe(201);
    const stored = String(at(created.body, 'image'));
    const base = withoutExtension(stored);
    expect(await s3.keys()).toEqual([`${base}-480.webp`, `${base}-96.webp`, stored].sort());
    const served = await server.raw('GET', `/media/${stored}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(
      (
        await sharp(
          Buffer.from(await (await fetch(`${server.url}/media/${base}-96.webp`)).arrayBuffer()),
        ).metadata()
      ).format,
    ).toBe('webp');
    expect((await server.raw('HEAD', `/media/${stored}`)).status).toBe(200);
    expect(await server.raw('GET', `/media/categories/${'c'.repeat(32)}.png`)).toMatchObject({ status: 404 });
    // Nothing on the data dir's disk.
    expect(await readFile(path.join(server.mediaDir, stored)).catch(() => 'none')).toBe('none');

    expect((await server.api('DELETE', `/categories/${idOf(created)}`, { token })).status).toBe(204);
    expect(await s3.keys()).toEqual([]);
  });

  it("media:copy moves an existing shop's images into the bucket with their renditions, once", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'shop-old-media-'));
    const legacy = `items/${'d'.repeat(32)}.png`;
    await mkdir(path.join(dir, 'items'));
    await writeFile(path.join(dir, legacy), new Uint8Array(await (await images.png()).arrayBuffer()));
    await writeFile(path.join(dir, `items/${'e'.repeat(32)}.png`), 'not a picture');
    const bucket = await s3Media({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
    });
    const before = await s3.keys();

    expect(await copyMedia(diskMedia(dir), bucket)).toEqual({ copied: 2, present: 0 });
    const lines: string[] = [];
    expect(await makeRenditions(bucket, (line) => lines.push(line))).toEqual({
      made: 1,
      present: 0,
      unreadable: 1,
    });
    expect(lines).toEqual([`  items/${'e'.repeat(32)}.png: could not be read as an image; left as it is`]);
    const added = (await s3.keys()).filter((key) => !before.includes(key));
    expect(added).toEqual(
      [
        legacy,
        `items/${'d'.repeat(32)}-96.webp`,
        `items/${'d'.repeat(32)}-480.webp`,
        `items/${'e'.repeat(32)}.png`,
      ].sort(),
    );
    const served = await server.raw('GET', `/media/items/${'d'.repeat(32)}-480.webp`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    // Again: nothing to do.
    expect(await copyMedia(diskMedia(dir), bucket)).toEqual({ copied: 0, present: 2 });
    expect(await makeRenditions(bucket, () => {})).toMatchObject({ made: 0, present: 1 });
    await bucket.delete(added);
    await rm(dir, { recursive: true, force: true });
  });
});
