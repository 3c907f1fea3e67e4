import type { ValidateFunction } from 'ajv';
import { CsvDownload } from '../csv/csv-download.js';
import { CSV_BOM, type CsvValue, csvLine } from '../csv/csv-text.js';
import type { Executor } from '../db/executor.js';
import { loadOpenApiDocument } from '../document/openapi-document.js';
import { createSchemaValidator, type SchemaValidator } from '../document/schema-validation.js';
import { type ExportAsked, startExport } from './export-log.js';
import { type KeysetSource, keysetPages } from './keyset-pages.js';

/**
 * How many rows an export reads per statement. Each page is one short statement; between two of them the embedded
 * database answers other requests, so a page must stay short enough not to hold them up (pnpm bench export-speed
 * prints the p99 of a list read during an export).
 */
export const EXPORT_PAGE_SIZE = 500;

/** The cells of each column of a file, from one row as the API answers it (`T`): a missing column does not compile. */
export type CsvColumns<C extends string, T> = { readonly [column in C]: (row: T) => CsvValue };

/** The lines of the file one row of the source gives (itself, or an order's lines), and their cells by column. */
export interface CsvRows<C extends string, T, L> {
  linesOf: (row: T) => readonly L[];
  columns: CsvColumns<C, L>;
}

/** Each row one line of the file. */
export const oneLine = <T>(row: T): readonly T[] => [row];

let validator: SchemaValidator | undefined;

/**
 * A check of exported rows against the document's schema `schema` (`Item`, `Order`, …): the rows come as the
 * renderings every read answers, and are checked as the tests check answers, so a file's cells are typed values.
 */
export function rowCheck<T>(schema: object): ValidateFunction<T> {
  validator ??= createSchemaValidator(loadOpenApiDocument(), 'response');
  return validator.compile<T>({ ...schema });
}

/** The data rows of a file handed on so far (its header not counted). */
interface RowCount {
  rows: number;
}

/**
 * The text of a file: the byte order mark and the header (the columns, in the document's order), then a chunk
 * for each page of rows of `source`; `sent` counts the rows of the chunks handed on.
 */
async function* csvChunks<C extends string, T, L>(
  db: Executor,
  source: KeysetSource,
  check: ValidateFunction<T>,
  order: readonly C[],
  rows: CsvRows<C, T, L>,
  pageSize: number,
  sent: RowCount,
): AsyncGenerator<string> {
  // The header goes with the first page, so that a request the database refuses is refused before the answer
  // starts (an error answer, not a file cut short).
  let chunk = CSV_BOM + csvLine(order);
  let lines = 0;
  const cells = order.map((column) => rows.columns[column]);
  for await (const page of keysetPages(db, source, pageSize)) {
    for (const row of page) {
      if (!check(row)) {
        throw new Error(`an exported row does not match the document: ${JSON.stringify(check.errors)}`);
      }
      for (const line of rows.linesOf(row)) {
        chunk += csvLine(cells.map((cell) => cell(line)));
        lines++;
      }
    }
    sent.rows += lines;
    lines = 0;
    yield chunk;
    chunk = '';
  }
  if (chunk !== '') yield chunk;
}

/**
 * A CSV download of `source`'s rows, streamed a page at a time, and recorded in the change log (`logged`): the
 * entry is written before the file starts, as the current actor's, and told the rows sent when the file has gone or
 * stopped.
 */
export async function csvExport<C extends string, T, L>(options: {
  db: Executor;
  filename: string;
  source: KeysetSource;
  check: ValidateFunction<T>;
  /** The columns in file order: the document's enumeration (`itemCsvColumnValues`). */
  order: readonly C[];
  rows: CsvRows<C, T, L>;
  /** What the change log names of the export. */
  logged: ExportAsked;
  pageSize?: number;
}): Promise<CsvDownload> {
  const { db, source, check, order, rows, pageSize = EXPORT_PAGE_SIZE } = options;
  const entry = await startExport(db, options.logged);
  const sent: RowCount = { rows: 0 };
  return new CsvDownload(
    options.filename,
    csvChunks(db, source, check, order, rows, pageSize, sent),
    (complete) => entry.finish(sent.rows, complete),
  );
}

/** The shop's day of `now` (YYYY-MM-DD in `timeZone`), for file names. */
export function shopDay(now: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(now));
}
