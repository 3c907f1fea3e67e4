import { beforeEach, describe, expect, it, vi } from 'vitest';
import { drawWhenReady } from './app-main';

/** A promise settled by the test. */
function later() {
  let settle = { resolve: () => {}, reject: () => {} };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve: () => resolve(), reject: () => reject(new Error('read failed')) };
  });
  return { promise, ...settle };
}

// The clock moves only when a test moves it (setup.ts's also moves with the real one, which a busy machine would
// push past the wait).
beforeEach(() => {
  vi.useFakeTimers();
});

describe('the first draw', () => {
  it('waits for the first reads, and draws once when they are answered', async () => {
    const reads = later();
    const draw = vi.fn();
    drawWhenReady(reads.promise, 1_000, draw);
    await vi.advanceTimersByTimeAsync(999);
    expect(draw).not.toHaveBeenCalled();
    reads.resolve();
    await vi.waitFor(() => expect(draw).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('draws when the reads fail (the route shows its error)', async () => {
    const reads = later();
    const draw = vi.fn();
    drawWhenReady(reads.promise, 1_000, draw);
    reads.reject();
    await vi.waitFor(() => expect(draw).toHaveBeenCalledTimes(1));
  });

  it('draws after the wait when the reads are still under way (the router shows its pending screen), once', async () => {
    const reads = later();
    const draw = vi.fn();
    drawWhenReady(reads.promise, 1_000, draw);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(draw).toHaveBeenCalledTimes(1);
    reads.resolve();
    await reads.promise;
    expect(draw).toHaveBeenCalledTimes(1);
  });
});
