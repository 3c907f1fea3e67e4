import type { ReactNode } from 'react';

interface ColumnBase {
  /** Header text. */
  header: string;
  /** Cell alignment; 'start' by default ('end' suits numbers and money). */
  align?: 'start' | 'center' | 'end';
  /** CSS width of the column, e.g. '8rem'. */
  width?: string;
  /** Shown in the header cell in place of the header text (e.g. a select-all checkbox named by `header`). */
  headerContent?: ReactNode;
}

/** A column showing one field of the row; `field` must be a key of the row type. */
export interface FieldColumn<Row> extends ColumnBase {
  field: keyof Row & string;
  /** Column id for sorting (and the URL); the field name by default. */
  id?: string;
  /** Renders the cell; the field's value as text by default. */
  cell?: (row: Row) => ReactNode;
  /** Whether the header sorts by this field. */
  sortable?: boolean;
}

/** A computed column (e.g. the row actions); sortable when it has a sortValue. */
export interface DisplayColumn<Row> extends ColumnBase {
  id: string;
  cell: (row: Row) => ReactNode;
  /** The value the column sorts by; not sortable without it. */
  sortValue?: (row: Row) => string | number;
}

/** A typed column definition: a column naming a field the row lacks does not compile. */
export type TableColumn<Row> = FieldColumn<Row> | DisplayColumn<Row>;

/** The sort of a table: one column, ascending or descending. Keep it in the URL if you like. */
export interface DataTableSort {
  column: string;
  direction: 'asc' | 'desc';
}

/** True for a column that shows one field of the row. */
export function isFieldColumn<Row>(column: TableColumn<Row>): column is FieldColumn<Row> {
  return 'field' in column && typeof column.field === 'string';
}

/** The id a column sorts and reports under. */
export function columnId<Row>(column: TableColumn<Row>): string {
  return isFieldColumn(column) ? (column.id ?? column.field) : column.id;
}

/** What a sortable column sorts by (its field, or its sortValue); undefined for a column that does not sort. */
export function sortValueOf<Row>(column: TableColumn<Row>): ((row: Row) => unknown) | undefined {
  if (isFieldColumn(column)) {
    const { field } = column;
    return column.sortable === true ? (row) => row[field] : undefined;
  }
  return column.sortValue;
}
