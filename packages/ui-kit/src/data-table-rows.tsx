import { observeElementRect, type Rect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';
import { cx } from './class-names';
import { columnId, isFieldColumn, type TableColumn } from './data-table-columns';

/** Used while the scroll container reports no height (before layout, or in jsdom). */
const FALLBACK_RECT: Rect = { width: 1024, height: 720 };
const OVERSCAN = 6;

interface DataTableRowsProps<Row> {
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  columns: readonly TableColumn<Row>[];
  rowHeight: number;
  scrollElement: HTMLElement | null;
}

/** The visible window of rows plus spacer rows standing in for the rest, so 10,000 rows scroll smoothly. */
export function DataTableRows<Row>({
  rows,
  getRowId,
  columns,
  rowHeight,
  scrollElement,
}: DataTableRowsProps<Row>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    initialRect: FALLBACK_RECT,
    observeElementRect: observeRectOrFallback,
    getItemKey: (index) => {
      const row = rows[index];
      return row === undefined ? index : getRowId(row);
    },
    // Rows are measured as they show: on a narrow screen each is a card of its own height. An element not laid
    // out (no height yet) counts as a row of the usual height.
    measureElement: (element) => element.getBoundingClientRect().height || rowHeight,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <>
      {top > 0 && <SpacerRow columns={columns.length} height={top} />}
      {items.map((item) => {
        const row = rows[item.index];
        if (row === undefined) return null;
        return (
          <tr
            key={getRowId(row)}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-rowindex={item.index + 2}
            style={{ height: rowHeight }}
          >
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
      })}
      {bottom > 0 && <SpacerRow columns={columns.length} height={bottom} />}
    </>
  );
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

function SpacerRow({ columns, height }: { columns: number; height: number }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a row is not focusable; spacers stay out of the row count
    <tr className="ui-table-spacer" aria-hidden="true" style={{ height }}>
      <td colSpan={columns} />
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

/** Measures the scroll container, but falls back to a plausible size while it has none. */
function observeRectOrFallback(instance: Virtualizer<HTMLElement, Element>, onRect: (rect: Rect) => void) {
  return observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : FALLBACK_RECT));
}
