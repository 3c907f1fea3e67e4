import { type ReactNode, useDeferredValue, useEffect, useState } from 'react';
import { cx } from './class-names';
import { columnId, isFieldColumn, type TableColumn } from './data-table-columns';

/** A table of more rows than this draws only the rows in view (data-table-window.tsx, loaded when first needed). */
export const WINDOWED_ABOVE = 200;

/**
 * How many rows a table draws at once when it first shows; the rest follow in a render React may interrupt, so that
 * the first screenful shows without waiting for the page's last rows (50 rows are about 1,100 elements). A phone shows
 * about 10 rows below a list's heading, a laptop 10 to 20: the others are drawn a moment later.
 */
export const FIRST_ROWS = 12;

/** Props of {@link DataTableRows}. */
export interface DataTableRowsProps<Row> {
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  columns: readonly TableColumn<Row>[];
  rowHeight: number;
  scrollElement: HTMLElement | null;
}

/**
 * The table's rows: every one for a page of a list (the first {@link FIRST_ROWS} at once, the others just after),
 * only the rows in view for a long table (an import's check of 10,000 rows). The window's code is fetched the first time a long table shows; meanwhile, and if it cannot be
 * fetched, the rows are drawn as they are (the first {@link WINDOWED_ABOVE} meanwhile, every one after a failure).
 */
export function DataTableRows<Row>(props: DataTableRowsProps<Row>) {
  const { rows, getRowId, columns, rowHeight } = props;
  const windowed = useWindowedRows(rows.length > WINDOWED_ABOVE);
  const first = Math.min(rows.length, FIRST_ROWS);
  const deferred = useDeferredValue(rows.length, first);
  // Only the rows past the first screenful wait: a list that grows from 1 row to 2 shows both with its new count.
  const drawn = Math.max(first, deferred);
  if (windowed !== undefined && windowed !== 'failed') return <windowed.WindowedRows {...props} />;
  const shown = rows.slice(0, windowed === 'failed' ? rows.length : Math.min(drawn, WINDOWED_ABOVE));
  return shown.map((row, index) => (
    <TableRow key={getRowId(row)} row={row} index={index} columns={columns} rowHeight={rowHeight} />
  ));
}

/** One row of the table, its cells labelled with their column's header for the narrow screen's cards. */
export function TableRow<Row>({
  row,
  index,
  columns,
  rowHeight,
  rowRef,
}: {
  row: Row;
  index: number;
  columns: readonly TableColumn<Row>[];
  rowHeight: number;
  rowRef?: (element: HTMLTableRowElement | null) => void;
}) {
  return (
    <tr ref={rowRef} data-index={index} aria-rowindex={index + 2} style={{ height: rowHeight }}>
      {columns.map((column) => (
        <td
          key={columnId(column)}
          className={cx('ui-td', column.align && `ui-align-${column.align}`)}
          // The header, shown beside the value when a narrow screen shows the row as a card.
          data-label={column.header}
        >
          {renderCell(column, row)}
        </td>
      ))}
    </tr>
  );
}

type WindowModule = typeof import('./data-table-window');
/** The window's module once fetched, for every table after the first. */
let windowModule: WindowModule | undefined;

/** The window's module when `wanted` (fetched on first demand), 'failed' when it could not be fetched. */
function useWindowedRows(wanted: boolean): WindowModule | 'failed' | undefined {
  const [state, setState] = useState<WindowModule | 'failed' | undefined>(windowModule);
  useEffect(() => {
    if (!wanted || state !== undefined) return;
    let live = true;
    import('./data-table-window').then(
      (module) => {
        windowModule = module;
        if (live) setState(module);
      },
      () => {
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, state]);
  return wanted ? state : undefined;
}

/** Placeholder rows shown while the first page loads. */
export function SkeletonRows({
  columns,
  rowHeight,
  count = 5,
}: {
  columns: number;
  rowHeight: number;
  count?: number;
}) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have no identity
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a row is not focusable; placeholders stay out of the row count
    <tr key={index} className="ui-skeleton-row" aria-hidden="true" style={{ height: rowHeight }}>
      {Array.from({ length: columns }, (_, cell) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: skeleton cells have no identity
        <td key={cell} className="ui-td">
          <span className="ui-skeleton" />
        </td>
      ))}
    </tr>
  ));
}

/** The one row shown when there is nothing to show. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td className="ui-td ui-table-empty" colSpan={columns}>
        {children}
      </td>
    </tr>
  );
}

function renderCell<Row>(column: TableColumn<Row>, row: Row): ReactNode {
  if (column.cell) return column.cell(row);
  if (!isFieldColumn(column)) return null;
  const value = row[column.field];
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  return null;
}
