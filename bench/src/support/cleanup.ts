/**
 * What must be undone when the benchmarks stop, also on Ctrl-C: servers, PostgreSQL, Chromium, temp folders.
 * Each step registers its undo and removes it once done.
 */
const pending = new Set<() => Promise<void>>();

/** Registers an undo step; the returned function runs it (once) and unregisters it. */
export function onCleanup(undo: () => Promise<void>): () => Promise<void> {
  let done = false;
  const run = async () => {
    if (done) return;
    done = true;
    pending.delete(run);
    await undo();
  };
  pending.add(run);
  return run;
}

/** Runs every registered undo step, newest first. */
export async function cleanupAll(): Promise<void> {
  for (const undo of [...pending].reverse()) {
    await undo().catch((error: unknown) => {
      console.error('cleanup failed:', error instanceof Error ? error.message : error);
    });
  }
}
