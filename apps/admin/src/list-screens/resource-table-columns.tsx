import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TableColumn } from '@shop/ui-kit/data-table';
import type { ReactNode } from 'react';
import { ColumnValue, sortValueOf } from './column-value';
import type { ResourceColumn } from './resource-columns';

/** The kit table's columns for a resource's column definitions (headers translated), plus its actions column. */
export function resourceTableColumns<Row>(
  i18n: I18n,
  columns: readonly ResourceColumn<Row>[],
  rowName: (row: Row) => string,
  actions: ((row: Row) => ReactNode) | undefined,
): TableColumn<Row>[] {
  const shown: TableColumn<Row>[] = columns.map((column) => ({
    id: column.field,
    header: i18n._(column.header),
    align: column.kind === 'money' || column.kind === 'number' ? 'end' : 'start',
    cell: (row: Row) => <ColumnValue column={column} row={row} rowName={rowName(row)} />,
    ...(column.sortable ? { sortValue: (row: Row) => sortValueOf(column, row) } : {}),
  }));
  return actions ? [...shown, { id: 'actions', header: i18n._(msg`Actions`), cell: actions }] : shown;
}
