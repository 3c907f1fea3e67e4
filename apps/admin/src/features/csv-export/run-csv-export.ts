import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { ShopApiError, type ShopClient, unwrap } from '@shop/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { fileNameOf } from '../../app/content-disposition';
import { refreshStaleReads } from '../../app/query-client';
import { readDownload, saveFile } from '../../app/save-file';
import type { Format } from '../../app/use-format';
import type { CsvExportChoice, CsvExportTarget } from './csv-export-target';
import type { CsvExportView } from './csv-export-view';
import { CsvRowCounter } from './csv-row-counter';

/** What an export did: the file saved and its data rows (the header not counted). */
export interface CsvExportDone {
  fileName: string;
  rows: number;
}

/** Options of {@link runCsvExport}. */
export interface CsvExportOptions {
  /** Stops the download; the promise then rejects and nothing is saved. */
  signal: AbortSignal;
  /** Told the data rows received so far, after each chunk. */
  onRows: (rows: number) => void;
  /** Translates the messages of a failure. */
  i18n: I18n;
}

/**
 * Runs the export a button chose and tells the buttons what to show as it goes: the rows so far, then the file
 * saved, a cancel, or the server's message. An export is in the change log, so its reads are refreshed after.
 */
export async function exportCsv(
  client: ShopClient,
  { label, target }: CsvExportChoice,
  signal: AbortSignal,
  show: (view: CsvExportView) => void,
  i18n: I18n,
  { number }: Format,
  queryClient: QueryClient,
): Promise<void> {
  // The count grouped by threes in the language shown ("1,250" in English, "১,২৫০" in Bangla).
  const progress = (rows: number) => {
    const shownRows = number(rows, 'thousands');
    return {
      running: true,
      status: i18n._(
        msg`${label}: ${plural(rows, { one: `${shownRows} row so far…`, other: `${shownRows} rows so far…` })}`,
      ),
      error: '',
    };
  };
  show(progress(0));
  try {
    const done = await runCsvExport(client, target, {
      signal,
      i18n,
      onRows: (rows) => {
        if (!signal.aborted) show(progress(rows));
      },
    });
    const { fileName, rows } = done;
    const shownRows = number(rows, 'thousands');
    const saved = i18n._(
      msg`Saved ${fileName} (${plural(rows, { one: `${shownRows} row`, other: `${shownRows} rows` })}).`,
    );
    show({ running: false, status: saved, error: '' });
  } catch (error) {
    if (signal.aborted) show({ running: false, status: i18n._(msg`Export canceled.`), error: '' });
    else show({ running: false, status: '', error: messageOf(error, i18n) });
  } finally {
    void refreshStaleReads(queryClient, target.operation);
  }
}

/**
 * Downloads an export through the app's client (its token and 401 handling), counting rows as they stream in,
 * then saves the file under the name the server gives. Throws `ShopApiError` with the server's message when the
 * export is refused, or when the transfer is cut before its end.
 */
export async function runCsvExport(
  client: ShopClient,
  target: CsvExportTarget,
  { signal, onRows, i18n }: CsvExportOptions,
): Promise<CsvExportDone> {
  const call = request(client, target, signal);
  const body = await unwrap(call);
  const { response } = await call;
  if (body === null) throw new ShopApiError(response.status, i18n._(msg`The server sent no file.`));
  const counter = new CsvRowCounter();
  const chunks = await readDownload(
    body,
    signal,
    (part) => {
      counter.add(part);
      onRows(dataRows(counter));
    },
    i18n._(msg`The export was cut off before its end. Try again.`),
  );
  const fileName = fileNameOf(response.headers.get('Content-Disposition'), `${target.operation}.csv`);
  saveFile(fileName, new Blob(chunks, { type: 'text/csv;charset=utf-8' }));
  return { fileName, rows: dataRows(counter) };
}

function dataRows(counter: CsvRowCounter): number {
  return Math.max(0, counter.rows - 1);
}

function request(client: ShopClient, target: CsvExportTarget, signal: AbortSignal) {
  const stream = { parseAs: 'stream', signal } as const;
  switch (target.operation) {
    case 'exportItems':
      return client.GET('/controlItems/manageItem/exportItems', {
        params: { query: target.query },
        ...stream,
      });
    case 'exportCustomers':
      return client.GET('/customers/manageCustomers/exportCustomers', {
        params: { query: target.query },
        ...stream,
      });
    case 'exportOrdersByStatus':
      return client.GET('/customers/orders/exportOrdersByStatus/{status}', {
        params: { path: { status: target.status }, query: target.query },
        ...stream,
      });
    case 'exportOrderLinesByStatus':
      return client.GET('/customers/orders/exportOrderLinesByStatus/{status}', {
        params: { path: { status: target.status }, query: target.query },
        ...stream,
      });
  }
}

function messageOf(error: unknown, i18n: I18n): string {
  return error instanceof ShopApiError ? error.message : i18n._(msg`The export failed. Try again.`);
}
