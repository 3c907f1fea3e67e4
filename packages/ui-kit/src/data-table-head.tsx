import { cx } from './class-names';
import { columnId, type DataTableSort, sortValueOf, type TableColumn } from './data-table-columns';
import { Icon } from './icon';

interface DataTableHeadProps<Row> {
  columns: readonly TableColumn<Row>[];
  sort: DataTableSort | null;
  /** A sortable column's header was pressed. */
  onSort: (column: string) => void;
}

/** The header row: plain headers, or buttons that sort, with aria-sort on the sorted one. */
export function DataTableHead<Row>({ columns, sort, onSort }: DataTableHeadProps<Row>) {
  return (
    <thead>
      <tr aria-rowindex={1}>
        {columns.map((column) => {
          const id = columnId(column);
          const sorted = sort?.column === id ? sort.direction : undefined;
          return (
            <th
              key={id}
              scope="col"
              className={cx('ui-th', column.align && `ui-align-${column.align}`)}
              style={column.width ? { width: column.width } : undefined}
              aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
            >
              {sortValueOf(column) ? (
                <button type="button" className="ui-sort-button" onClick={() => onSort(id)}>
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
