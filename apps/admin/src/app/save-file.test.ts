import { ShopApiError } from '@shop/sdk';
import { describe, expect, it } from 'vitest';
import { readDownload } from './save-file';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('readDownload', () => {
  it('answers every part, in order, and tells each as it arrives', async () => {
    const told: number[] = [];
    const body = new ReadableStream<Uint8Array<ArrayBuffer>>({
      start(controller) {
        controller.enqueue(bytes(1, 2));
        controller.enqueue(bytes(3));
        controller.close();
      },
    });
    const chunks = await readDownload(
      body,
      new AbortController().signal,
      (part) => told.push(part.length),
      'cut',
    );
    expect(chunks).toEqual([bytes(1, 2), bytes(3)]);
    expect(told).toEqual([2, 1]);
  });

  it('says the transfer was cut off when the stream breaks before its end', async () => {
    const body = new ReadableStream<Uint8Array<ArrayBuffer>>({
      start(controller) {
        controller.enqueue(bytes(1));
        controller.error(new TypeError('network error'));
      },
    });
    const reading = readDownload(body, new AbortController().signal, () => {}, 'The backup was cut off.');
    await expect(reading).rejects.toBeInstanceOf(ShopApiError);
    await expect(reading).rejects.toThrow('The backup was cut off.');
  });

  it('stops at once when canceled, rejecting with the abort rather than a message', async () => {
    const controller = new AbortController();
    let cancelled = false;
    const body = new ReadableStream<Uint8Array<ArrayBuffer>>({
      start(stream) {
        stream.enqueue(bytes(1));
      },
      cancel() {
        cancelled = true;
      },
    });
    const reading = readDownload(body, controller.signal, () => controller.abort(), 'cut');
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(cancelled).toBe(true);
  });
});
