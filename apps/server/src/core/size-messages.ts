import { importLimits } from '@shop/sdk';
import type { Message } from './messages.js';

/** 8192 -> "8 KB", 1048576 -> "1 MB", 5251072 -> "5 MB and 8 KB" (in Bangla "5 MB ও 8 KB"). */
export function sizeInWords(bytes: number): Message {
  const mb = Math.floor(bytes / (1024 * 1024));
  const kb = Math.round((bytes - mb * 1024 * 1024) / 1024);
  if (mb === 0) return /*i18n*/ { id: 'size.kilobytes', message: '{kb} KB', values: { kb } };
  return kb === 0
    ? /*i18n*/ { id: 'size.megabytes', message: '{mb} MB', values: { mb } }
    : /*i18n*/ { id: 'size.megabytesAndKilobytes', message: '{mb} MB and {kb} KB', values: { mb, kb } };
}

/** The 413 message of an import's file larger than the document's `x-import-limits`. */
export function fileTooLarge(): Message {
  return /*i18n*/ {
    id: 'request.fileTooLarge',
    message: 'The file is too large (at most {size}).',
    values: { size: sizeInWords(importLimits.fileBytes) },
  };
}
