import { parse } from 'csv-parse/sync';
import { badRequest } from '../core/http-error.js';
import type { Message } from '../core/messages.js';

const EMPTY: Message = /*i18n*/ { id: 'csv.emptyField', message: 'Empty' };

function emptyFile() {
  return badRequest(/*i18n*/ { id: 'csv.empty', message: 'The file is empty.' }, { file: EMPTY });
}

/** A CSV file as read: its header's column names, then each row's cells with its row number. */
export interface CsvTable {
  header: string[];
  /** `row` is the line a spreadsheet shows it on (the header is 1; a cell with line breaks is still one row). */
  rows: Array<{ row: number; cells: string[] }>;
}

/**
 * Reads an uploaded CSV file: UTF-8 (a byte order mark allowed), comma-separated, RFC 4180 quoting, a header row
 * first. Anything else is a 400 saying what is wrong with the file: not UTF-8, binary, not CSV, no header or rows,
 * more than `maxRows` rows. Rows with another number of cells than the header are kept: the import names them.
 */
export function readCsvFile(bytes: Uint8Array, maxRows: number): CsvTable {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw badRequest(
      /*i18n*/ {
        id: 'csv.notUtf8',
        message: 'The file is not UTF-8 text. Save it as "CSV UTF-8 (comma delimited)" and send it again.',
      },
      { file: /*i18n*/ { id: 'csv.notUtf8Field', message: 'Not UTF-8 text' } },
    );
  }
  if (text.includes('\u0000')) {
    throw badRequest(
      /*i18n*/ { id: 'csv.binary', message: 'The file is not a CSV file (it holds binary data).' },
      { file: /*i18n*/ { id: 'csv.binaryField', message: 'Not a CSV file' } },
    );
  }
  if (text.trim() === '') throw emptyFile();
  let records: string[][];
  try {
    records = parse(text, { relax_column_count: true, skip_empty_lines: true, bom: true });
  } catch (error) {
    const why =
      error instanceof Error ? error.message.replace(/\s+/g, ' ').slice(0, 200) : 'it cannot be read';
    // The parser's reason stays in its English: it names the line and what it found there.
    throw badRequest(
      /*i18n*/ { id: 'csv.invalid', message: 'The file is not valid CSV: {why}', values: { why } },
      {
        file: /*i18n*/ { id: 'csv.invalidField', message: 'Not valid CSV' },
      },
    );
  }
  const [header, ...rows] = records;
  if (header === undefined) throw emptyFile();
  if (rows.length === 0) {
    throw badRequest(
      /*i18n*/ { id: 'csv.noRows', message: 'The file has a header but no rows.' },
      {
        file: /*i18n*/ { id: 'csv.noRowsField', message: 'No rows' },
      },
    );
  }
  if (rows.length > maxRows) {
    const max = maxRows.toLocaleString('en');
    throw badRequest(
      /*i18n*/ {
        id: 'csv.tooManyRows',
        message: 'The file has {rows} rows; an import takes at most {max}. Split it.',
        values: { rows: rows.length.toLocaleString('en'), max },
      },
      { file: /*i18n*/ { id: 'csv.tooManyRowsField', message: 'At most {max} rows', values: { max } } },
    );
  }
  return {
    header: header.map((name) => name.trim()),
    rows: rows.map((cells, index) => ({ row: index + 2, cells })),
  };
}
