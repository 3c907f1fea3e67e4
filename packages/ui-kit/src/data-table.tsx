import { msg } from '@lingui/core/macro';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { cx } from './class-names';
import { columnId, type DataTableSort, sortValueOf, type TableColumn } from './data-table-columns';
import { DataTableHead } from './data-table-head';
import { DataTableRows, EmptyRow, SkeletonRows } from './data-table-rows';
import { useKitI18n } from './kit-i18n';

/** The column and sort types, re-exported so screens import everything about the table from here. */
export type { DataTableSort, DisplayColumn, FieldColumn, TableColumn } from './data-table-columns';

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** Accessible name of the table (a hidden caption). */
  label: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A stable id per row (its key). */
  getRowId: (row: Row) => string;
  /** Shows skeleton rows while there are no rows yet, and marks the table busy. */
  loading?: boolean;
  /** Shown when there are no rows. Default "Nothing to show." */
  emptyText?: ReactNode;
  /** Controlled sort; leave undefined to let the table keep its own. */
  sort?: DataTableSort | null;
  /** Called when a header asks for another sort (asc, desc, none). */
  onSortChange?: (sort: DataTableSort | null) => void;
  /** 'client' (default) sorts the rows here; 'server' shows them in the order given. */
  sortMode?: 'client' | 'server';
  /** Row height in px used by the virtual scroller; 52 by default. */
  rowHeight?: number;
  className?: string;
}

/** A sortable, virtualized data table with skeleton, empty state and typed columns. */
export function DataTable<Row>({
  label,
  columns,
  rows,
  getRowId,
  loading = false,
  emptyText,
  sort,
  onSortChange,
  sortMode = 'client',
  rowHeight = 52,
  className,
}: DataTableProps<Row>) {
  const i18n = useKitI18n();
  const captionId = useId();
  // Held in state, not a ref: the rows' virtualizer mounts before a parent's ref is attached.
  const [scrollElement, setScrollElement] = useState<HTMLElement | null>(null);
  const [ownSort, setOwnSort] = useState<DataTableSort | null>(null);
  const currentSort = sort === undefined ? ownSort : sort;
  const sortColumn = currentSort?.column;
  const sortDirection = currentSort?.direction;
  const tableRows = useMemo(
    () =>
      sortMode === 'server' || !sortColumn || !sortDirection
        ? rows
        : sortedRows(rows, columns, sortColumn, sortDirection),
    [rows, columns, sortMode, sortColumn, sortDirection],
  );
  const sortBy = (column: string) => {
    const next = nextSort(currentSort, column);
    if (sort === undefined) setOwnSort(next);
    onSortChange?.(next);
  };

  const showSkeleton = loading && rows.length === 0;
  return (
    <section
      ref={setScrollElement}
      className={cx('ui-table-scroll', className)}
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
      tabIndex={0}
    >
      <table className="ui-table" aria-busy={loading || undefined} aria-rowcount={rows.length + 1}>
        <caption id={captionId} className="ui-visually-hidden">
          {label}
        </caption>
        <DataTableHead columns={columns} sort={currentSort} onSort={sortBy} />
        <tbody>
          {showSkeleton ? (
            <SkeletonRows columns={columns.length} rowHeight={rowHeight} />
          ) : tableRows.length === 0 ? (
            <EmptyRow columns={columns.length}>{emptyText ?? i18n._(msg`Nothing to show.`)}</EmptyRow>
          ) : (
            <DataTableRows
              rows={tableRows}
              getRowId={getRowId}
              columns={columns}
              rowHeight={rowHeight}
              scrollElement={scrollElement}
            />
          )}
        </tbody>
      </table>
    </section>
  );
}

/** A header's next sort, from the current one: unsorted, then ascending, then descending, then unsorted again. */
function nextSort(current: DataTableSort | null, column: string): DataTableSort | null {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The rows sorted by a column's value (texts in natural order, ignoring case; empty values last); stable. */
function sortedRows<Row>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  id: string,
  direction: 'asc' | 'desc',
): readonly Row[] {
  const column = columns.find((candidate) => columnId(candidate) === id);
  const sortKey = column && sortValueOf(column);
  if (!sortKey) return rows;
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row) => ({ row, value: sortKey(row) }))
    .sort((a, b) => {
      if (a.value == null || b.value == null) return a.value == null ? (b.value == null ? 0 : 1) : -1;
      const order =
        typeof a.value === 'string' || typeof b.value === 'string'
          ? collator.compare(String(a.value), String(b.value))
          : Number(a.value) - Number(b.value);
      return sign * order;
    })
    .map(({ row }) => row);
}
