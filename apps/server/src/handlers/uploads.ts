import type { MediaFolder, MediaStore } from '../media/media-store.js';

/**
 * Stores the uploaded images, runs `change` (the database write), then removes the files the change replaced.
 * When the change fails, the new files are removed instead, so no file is left without a record.
 */
export async function withUploads<T>(
  media: MediaStore,
  folder: MediaFolder,
  files: { [field: string]: Blob | undefined },
  change: (stored: {
    [field: string]: string | undefined;
  }) => Promise<{ result: T; replaced: Array<string | null> }>,
): Promise<T> {
  const stored: { [field: string]: string | undefined } = {};
  try {
    for (const [field, file] of Object.entries(files)) {
      if (file !== undefined) stored[field] = await media.save(folder, file);
    }
    const { result, replaced } = await change(stored);
    await media.remove(...replaced);
    return result;
  } catch (error) {
    await media.remove(...Object.values(stored));
    throw error;
  }
}
