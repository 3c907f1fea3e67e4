import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ShopApiError, type ShopClient, unwrap } from '@shop/sdk';
import { fileNameOf } from '../../app/content-disposition';
import { readDownload, saveFile } from '../../app/save-file';

/** A backup saved: its file name and size in bytes. */
export interface BackupDone {
  fileName: string;
  bytes: number;
}

/**
 * Downloads the whole shop's backup through the app's client (its token and 401 handling), telling the bytes so
 * far as they arrive, then hands the file to the browser under the server's name. Throws `ShopApiError` with the
 * server's message when it is refused, or when the transfer is cut before its end (nothing is saved then).
 */
export async function downloadBackup(
  client: ShopClient,
  signal: AbortSignal,
  onBytes: (bytes: number) => void,
  i18n: I18n,
): Promise<BackupDone> {
  const call = client.GET('/backups/downloadBackup', { parseAs: 'stream', signal });
  const body = await unwrap(call);
  const { response } = await call;
  if (body === null) throw new ShopApiError(response.status, i18n._(msg`The server sent no file.`));
  let bytes = 0;
  const chunks = await readDownload(
    body,
    signal,
    (part) => {
      bytes += part.byteLength;
      onBytes(bytes);
    },
    i18n._(msg`The backup was cut off before its end. Try again.`),
  );
  const fileName = fileNameOf(response.headers.get('Content-Disposition'), 'shop-backup.tar.gz');
  // A gzipped tar, or the same encrypted (`.tar.gz.age`) when the server has a backup passphrase or recipient.
  const type = response.headers.get('Content-Type') ?? 'application/gzip';
  saveFile(fileName, new Blob(chunks, { type }));
  return { fileName, bytes };
}

/**
 * A size as people read it: `812 kB`, `3.4 MB`; in Bangla with Bangla digits and the units in Bangla (each number
 * is written `{x, number}` there: `৩.৪ এমবি`).
 */
export function sizeText(bytes: number, i18n: I18n): string {
  if (bytes < 1000) return i18n._(msg`${bytes} bytes`);
  if (bytes < 1_000_000) {
    const kilobytes = Math.round(bytes / 1000);
    return i18n._(msg`${kilobytes} kB`);
  }
  if (bytes < 1_000_000_000) {
    const megabytes = (bytes / 1_000_000).toFixed(1);
    return i18n._(msg`${megabytes} MB`);
  }
  const gigabytes = (bytes / 1_000_000_000).toFixed(2);
  return i18n._(msg`${gigabytes} GB`);
}
