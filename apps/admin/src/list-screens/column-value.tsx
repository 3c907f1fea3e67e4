import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { mediaImage } from '../app/media-url';
import { useFormat } from '../app/use-format';
import type { ResourceColumn } from './resource-columns';

/**
 * The value of one column for one row, in a table cell or a View modal line. A View modal's booleans read Yes / No
 * (as an order's view reads); a table's as its column says (TRUE / FALSE, the spec's list format).
 */
export function ColumnValue<Row>({
  column,
  row,
  rowName,
  inView = false,
}: {
  column: ResourceColumn<Row>;
  row: Row;
  /** The row's name: the alternative text of its images. */
  rowName: string;
  /** A line of a View modal rather than a table cell. */
  inView?: boolean;
}) {
  const { i18n } = useLingui();
  const { taka, count } = useFormat();
  const value = fieldValue(row, column.field);
  switch (column.kind) {
    case 'text':
      return typeof value === 'string' ? value : null;
    case 'number':
      return typeof value === 'number' ? `${count(value)}${column.unit ?? ''}` : null;
    case 'money':
      return typeof value === 'number' ? taka(value) : null;
    case 'boolean':
      if (typeof value !== 'boolean') return null;
      return inView ? (value ? i18n._(msg`Yes`) : i18n._(msg`No`)) : booleanText(value, column.style, i18n);
    case 'image': {
      // 2.5rem wide (list-screens.css): a 96 px rendition on most screens.
      const image = typeof value === 'string' ? mediaImage(value, 40) : undefined;
      return image ? <img className="resource-thumb" {...image} alt={rowName} loading="lazy" /> : null;
    }
    case 'ref':
      return refName(value);
    case 'refs':
      return refsText(value, column.emptyText && i18n._(column.emptyText));
    case 'link':
      return typeof value === 'string' && value ? (
        <a href={value} target="_blank" rel="noreferrer">
          {value}
        </a>
      ) : null;
  }
}

/** Whether a row has a value for a column: a View modal shows "—" for one it lacks (none, an empty text). */
export function hasColumnValue<Row>(column: ResourceColumn<Row>, row: Row): boolean {
  const value = fieldValue(row, column.field);
  if (value === null || value === undefined || value === '') return false;
  if (column.kind === 'refs') return column.emptyText !== undefined || refsText(value, undefined) !== '';
  return column.kind === 'ref' ? refName(value) !== null : true;
}

/** The value a column sorts by: its text, or its number. */
export function sortValueOf<Row>(column: ResourceColumn<Row>, row: Row): string | number {
  const value = fieldValue(row, column.field);
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (Array.isArray(value)) return refsText(value, undefined);
  return refName(value) ?? '';
}

function fieldValue<Row>(row: Row, field: string): unknown {
  return typeof row === 'object' && row !== null
    ? Object.getOwnPropertyDescriptor(row, field)?.value
    : undefined;
}

function booleanText(value: boolean, style: 'upper' | 'title' | undefined, i18n: I18n): string {
  if (style === 'title') return value ? i18n._(msg`True`) : i18n._(msg`False`);
  return value ? i18n._(msg`TRUE`) : i18n._(msg`FALSE`);
}

/** The names of a list of references, joined with commas; `empty` (or nothing) for none. */
function refsText(value: unknown, empty: string | undefined): string {
  const names = Array.isArray(value) ? value.map(refName).filter((name) => name !== null) : [];
  return names.length === 0 ? (empty ?? '') : names.join(', ');
}

function refName(value: unknown): string | null {
  return typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string'
    ? value.name
    : null;
}
