import type { TableColumn } from '@shop/ui-kit/data-table';
import type { ReactNode } from 'react';
import { ColumnValue, sortValueOf } from './column-value';
import type { ResourceColumn } from './resource-columns';

/** The kit table's columns for a resource's column definitions, plus its actions column when it has one. */
export function resourceTableColumns<Row>(
  columns: readonly ResourceColumn<Row>[],
  rowName: (row: Row) => string,
  actions: ((row: Row) => ReactNode) | undefined,
): TableColumn<Row>[] {
  const shown: TableColumn<Row>[] = columns.map((column) => ({
    id: column.field,
    header: column.header,
    align: column.kind === 'money' || column.kind === 'number' ? 'end' : 'start',
    cell: (row: Row) => <ColumnValue column={column} row={row} rowName={rowName(row)} />,
    ...(column.sortable ? { sortValue: (row: Row) => sortValueOf(column, row) } : {}),
  }));
  return actions ? [...shown, { id: 'actions', header: 'Actions', cell: actions }] : shown;
}
