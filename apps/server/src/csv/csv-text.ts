/** A cell's value before it is written: text, a number (money as a plain number), a boolean, or null (empty). */
export type CsvValue = string | number | boolean | null;

/**
 * Text a spreadsheet would run as a formula: it begins with `=`, `+`, `-`, `@`, a tab or a carriage return. Text that
 * begins with `'` and then one of those is guarded too, so that taking one `'` off on import gives the text back.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** A guarded cell as an import reads it: one `'` before what would be a formula. */
const GUARDED = /^'+[=+\-@\t\r]/;
/** What makes RFC 4180 quote a field. */
const NEEDS_QUOTES = /[",\r\n]/;

/** The byte order mark that starts every file: spreadsheets then read it as UTF-8 (Bangla names shown right). */
export const CSV_BOM = '\uFEFF';

/** One cell as RFC 4180 writes it, with the formula guard: a leading `'` before text that would run as a formula. */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, ending with CRLF as RFC 4180 says. */
export function csvLine(values: readonly CsvValue[]): string {
  let line = '';
  for (let i = 0; i < values.length; i++) {
    if (i > 0) line += ',';
    line += csvCell(values[i] ?? null);
  }
  return `${line}\r\n`;
}

/** A text cell as it was before the formula guard (one leading `'` taken off a guarded cell). */
export function unguarded(text: string): string {
  return GUARDED.test(text) ? text.slice(1) : text;
}
