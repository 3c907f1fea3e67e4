import type { Table } from '@tanstack/react-table';
import { cx } from './class-names';
import { columnId, type TableColumn } from './data-table-columns';
import { Icon } from './icon';

interface DataTableHeadProps<Row> {
  table: Table<Row>;
  columns: readonly TableColumn<Row>[];
}

/** The header row: plain headers, or buttons that sort, with aria-sort on the sorted one. */
export function DataTableHead<Row>({ table, columns }: DataTableHeadProps<Row>) {
  return (
    <thead>
      <tr aria-rowindex={1}>
        {columns.map((column) => {
          const tanstackColumn = table.getColumn(columnId(column));
          const canSort = tanstackColumn?.getCanSort() ?? false;
          const sorted = tanstackColumn?.getIsSorted() ?? false;
          return (
            <th
              key={columnId(column)}
              scope="col"
              className={cx('ui-th', column.align && `ui-align-${column.align}`)}
              style={column.width ? { width: column.width } : undefined}
              aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
            >
              {canSort && tanstackColumn ? (
                <button
                  type="button"
                  className="ui-sort-button"
                  onClick={tanstackColumn.getToggleSortingHandler()}
                >
                  {column.header}
                  <Icon
                    name={sorted === 'asc' ? 'sort-asc' : sorted === 'desc' ? 'sort-desc' : 'sort'}
                    size={14}
                  />
                </button>
              ) : (
                (column.headerContent ?? column.header)
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
