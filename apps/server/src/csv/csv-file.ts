import { parse } from 'csv-parse/sync';
import { badRequest } from '../contract/http-error.js';

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
      'The file is not UTF-8 text. Save it as "CSV UTF-8 (comma delimited)" and send it again.',
      { file: 'Not UTF-8 text' },
    );
  }
  if (text.includes('\u0000')) {
    throw badRequest('The file is not a CSV file (it holds binary data).', { file: 'Not a CSV file' });
  }
  if (text.trim() === '') throw badRequest('The file is empty.', { file: 'Empty' });
  let records: string[][];
  try {
    records = parse(text, { relax_column_count: true, skip_empty_lines: true, bom: true });
  } catch (error) {
    const why =
      error instanceof Error ? error.message.replace(/\s+/g, ' ').slice(0, 200) : 'it cannot be read';
    throw badRequest(`The file is not valid CSV: ${why}`, { file: 'Not valid CSV' });
  }
  const [header, ...rows] = records;
  if (header === undefined) throw badRequest('The file is empty.', { file: 'Empty' });
  if (rows.length === 0) {
    throw badRequest('The file has a header but no rows.', { file: 'No rows' });
  }
  if (rows.length > maxRows) {
    throw badRequest(
      `The file has ${rows.length.toLocaleString('en')} rows; an import takes at most ${maxRows.toLocaleString('en')}. Split it.`,
      { file: `At most ${maxRows.toLocaleString('en')} rows` },
    );
  }
  return {
    header: header.map((name) => name.trim()),
    rows: rows.map((cells, index) => ({ row: index + 2, cells })),
  };
}
