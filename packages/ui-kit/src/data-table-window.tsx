import { observeElementRect, type Rect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type DataTableRowsProps, TableRow } from './data-table-rows';

/** Used while the scroll container reports no height (before layout, or in jsdom). */
const FALLBACK_RECT: Rect = { width: 1024, height: 720 };
const OVERSCAN = 6;

/**
 * The visible window of a long table's rows plus spacer rows standing in for the rest, so 10,000 rows scroll
 * smoothly. Loaded on demand by {@link DataTableRows}: a page of a paged list never needs it.
 */
export function WindowedRows<Row>({
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
          <TableRow
            key={getRowId(row)}
            row={row}
            index={item.index}
            columns={columns}
            rowHeight={rowHeight}
            rowRef={virtualizer.measureElement}
          />
        );
      })}
      {bottom > 0 && <SpacerRow columns={columns.length} height={bottom} />}
    </>
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

/** Measures the scroll container, but falls back to a plausible size while it has none. */
function observeRectOrFallback(instance: Virtualizer<HTMLElement, Element>, onRect: (rect: Rect) => void) {
  return observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : FALLBACK_RECT));
}
