import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { onCleanup } from './cleanup.js';

/** A temporary folder that is removed when the benchmark is done (or stopped). */
export interface TempDir {
  readonly path: string;
  remove(): Promise<void>;
}

/** Makes a temporary folder named after `label`. */
export async function makeTempDir(label: string): Promise<TempDir> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `shop-bench-${label}-`));
  const remove = onCleanup(() => rm(dir, { recursive: true, force: true }));
  return { path: dir, remove };
}

/**
 * Copies `source` into a new temporary folder: a server writes to its data dir (sessions, migrations check), and
 * the cached scale data must stay as seeded.
 */
export async function copyToTempDir(source: string, label: string): Promise<TempDir> {
  const temp = await makeTempDir(label);
  await cp(source, temp.path, { recursive: true, preserveTimestamps: true });
  return temp;
}
