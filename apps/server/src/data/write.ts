import type { Db, Tx } from '../db/executor.js';
import type { MediaFolder, MediaStore } from '../media/media-store.js';
import { type ChangeRecord, recordChanges } from './changes.js';

/** The images a write received, stored before its transaction runs: stored path per field. */
export type StoredFiles = { readonly [field: string]: string | undefined };

/** One write: the images it stores, then its work in one transaction. */
export interface Change<T> {
  /** Images to store first, in `folder`, by field (a field left out or undefined stores nothing). */
  uploads?: { folder: MediaFolder; files: { readonly [field: string]: Blob | undefined } };
  /**
   * The database work, in one transaction; answers its result, the stored images it replaced, and what it changed
   * for the change log (recorded in the same transaction, as the request's actor's).
   */
  run(
    tx: Tx,
    stored: StoredFiles,
  ): Promise<{ result: T; replaced?: ReadonlyArray<string | null>; changes?: readonly ChangeRecord[] }>;
}

/**
 * Every write of the API runs through here: the uploaded images are stored, the change runs in one transaction
 * with its entries of the change log, and the images it replaced are removed once it has committed. When it fails,
 * the new images are removed instead, so no file is left without a record and no record without its file, and no
 * entry is left of a change that did not happen.
 */
export async function write<T>(deps: { db: Db; media: MediaStore }, change: Change<T>): Promise<T> {
  const stored: { [field: string]: string | undefined } = {};
  try {
    for (const [field, file] of Object.entries(change.uploads?.files ?? {})) {
      if (file !== undefined && change.uploads !== undefined) {
        stored[field] = await deps.media.save(change.uploads.folder, file, field);
      }
    }
    const { result, replaced = [] } = await deps.db.transaction(async (tx) => {
      const done = await change.run(tx, stored);
      await recordChanges(tx, done.changes ?? []);
      return done;
    });
    await deps.media.remove(...replaced);
    return result;
  } catch (error) {
    await deps.media.remove(...Object.values(stored));
    throw error;
  }
}
