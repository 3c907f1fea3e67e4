import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { importLimits, type Schema } from '@shop/sdk';

type Outcome = Schema<'ItemImportOutcome'>;
type Counts = Schema<'ItemImportCounts'>;

/** A row's outcome as the table shows it. */
export const outcomeLabels: Record<Outcome, MessageDescriptor> = {
  created: msg`Created`,
  updated: msg`Updated`,
  unchanged: msg`Unchanged`,
  error: msg`Error`,
};

/** "Checked: 2 to create, 1 to update, 3 unchanged, 1 error." or "Imported: 2 created, 1 updated, 3 unchanged." */
export function countsText(counts: Counts, dryRun: boolean, i18n: I18n): string {
  const { created, updated, unchanged, error } = counts;
  if (dryRun)
    return i18n._(
      msg`Checked: ${created} to create, ${updated} to update, ${unchanged} unchanged, ${plural(error, { one: '# error', other: '# errors' })}.`,
    );
  return i18n._(msg`Imported: ${created} created, ${updated} updated, ${unchanged} unchanged.`);
}

/** Why a chosen file cannot be sent, or undefined when it can: the server refuses a file over its size limit. */
export function fileProblem(file: File, i18n: I18n): string | undefined {
  if (file.size <= importLimits.fileBytes) return undefined;
  const name = file.name;
  const size = megabytes(file.size, i18n);
  const limit = megabytes(importLimits.fileBytes, i18n);
  return i18n._(msg`${name} is ${size}; a file to import can be at most ${limit}.`);
}

/** `2 MB`, `2.5 MB`; in Bangla `২ এমবি` (the number written `{megabytes, number}` there). */
function megabytes(bytes: number, i18n: I18n): string {
  const size = bytes / (1024 * 1024);
  const megabytes = Number.isInteger(size) ? size : size.toFixed(1);
  return i18n._(msg`${megabytes} MB`);
}
