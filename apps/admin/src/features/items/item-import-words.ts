import { importLimits, type Schema } from '@shop/sdk';

type Outcome = Schema<'ItemImportOutcome'>;
type Counts = Schema<'ItemImportCounts'>;

/** A row's outcome as the table shows it. */
export const outcomeLabels: Record<Outcome, string> = {
  created: 'Created',
  updated: 'Updated',
  unchanged: 'Unchanged',
  error: 'Error',
};

/** "Checked: 2 to create, 1 to update, 3 unchanged, 1 error." or "Imported: 2 created, 1 updated, 3 unchanged." */
export function countsText(counts: Counts, dryRun: boolean): string {
  if (dryRun) {
    const parts = [
      `${counts.created} to create`,
      `${counts.updated} to update`,
      `${counts.unchanged} unchanged`,
      `${counts.error} ${counts.error === 1 ? 'error' : 'errors'}`,
    ];
    return `Checked: ${parts.join(', ')}.`;
  }
  return `Imported: ${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged.`;
}

/** Why a chosen file cannot be sent, or undefined when it can: the server refuses a file over its size limit. */
export function fileProblem(file: File): string | undefined {
  if (file.size <= importLimits.fileBytes) return undefined;
  return `${file.name} is ${megabytes(file.size)}; a file to import can be at most ${megabytes(importLimits.fileBytes)}.`;
}

function megabytes(bytes: number): string {
  const size = bytes / (1024 * 1024);
  return `${Number.isInteger(size) ? size : size.toFixed(1)} MB`;
}
