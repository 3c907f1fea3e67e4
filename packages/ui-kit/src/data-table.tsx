import {
  type ColumnDef,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { cx } from './class-names';
import { columnId, type DataTableSort, isFieldColumn, type TableColumn } from './data-table-columns';
import { DataTableHead } from './data-table-head';
import { DataTableRows, EmptyRow, SkeletonRows } from './data-table-rows';

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
  emptyText = 'Nothing to show.',
  sort,
  onSortChange,
  sortMode = 'client',
  rowHeight = 52,
  className,
}: DataTableProps<Row>) {
  const captionId = useId();
  // Held in state, not a ref: the rows' virtualizer mounts before a parent's ref is attached.
  const [scrollElement, setScrollElement] = useState<HTMLElement | null>(null);
  const [ownSort, setOwnSort] = useState<DataTableSort | null>(null);
  const currentSort = sort === undefined ? ownSort : sort;
  const data = useMemo(() => Array.from(rows), [rows]);
  const columnDefs = useMemo(() => columns.map(toColumnDef), [columns]);
  // Stable between renders: a new sorting array re-sorts the rows, and the table then resets its page index in a
  // state update, which re-rendered without end once anything above the table re-rendered (e.g. a modal opening).
  const sortColumn = currentSort?.column;
  const sortDirection = currentSort?.direction;
  const sorting: SortingState = useMemo(
    () => (sortColumn ? [{ id: sortColumn, desc: sortDirection === 'desc' }] : []),
    [sortColumn, sortDirection],
  );

  const table = useReactTable<Row>({
    data,
    columns: columnDefs,
    getRowId: (row) => getRowId(row),
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = fromSorting(typeof updater === 'function' ? updater(sorting) : updater);
      if (sort === undefined) setOwnSort(next);
      onSortChange?.(next);
    },
    manualSorting: sortMode === 'server',
    enableMultiSort: false,
    sortDescFirst: false,
    // Paging is the screen's (a Pagination control over server pages); the table never pages or resets a page.
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  const tableRows = table.getRowModel().rows;
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
        <DataTableHead table={table} columns={columns} />
        <tbody>
          {showSkeleton ? (
            <SkeletonRows columns={columns.length} rowHeight={rowHeight} />
          ) : tableRows.length === 0 ? (
            <EmptyRow columns={columns.length}>{emptyText}</EmptyRow>
          ) : (
            <DataTableRows
              rows={tableRows}
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

function toColumnDef<Row>(column: TableColumn<Row>): ColumnDef<Row, unknown> {
  if (isFieldColumn(column)) {
    const { field } = column;
    return { id: columnId(column), accessorFn: (row) => row[field], enableSorting: column.sortable === true };
  }
  const { sortValue } = column;
  return sortValue
    ? { id: column.id, accessorFn: (row) => sortValue(row), enableSorting: true }
    : { id: column.id, enableSorting: false };
}

function fromSorting(sorting: SortingState): DataTableSort | null {
  const first = sorting[0];
  return first ? { column: first.id, direction: first.desc ? 'desc' : 'asc' } : null;
}
