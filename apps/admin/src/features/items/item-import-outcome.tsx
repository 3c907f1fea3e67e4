import type { Schema } from '@shop/sdk';
import { DataTable, type TableColumn } from '@shop/ui-kit/data-table';
import { outcomeLabels } from './item-import-words';

type Row = Schema<'ItemImportRow'>;

const columns: TableColumn<Row>[] = [
  { field: 'row', header: 'Row', align: 'end' },
  { id: 'outcome', header: 'Outcome', cell: (row) => outcomeLabels[row.outcome] },
  { id: 'column', header: 'Column', cell: (row) => row.column ?? '' },
  { id: 'message', header: 'Message', cell: (row) => row.message ?? '' },
];

/** Every row of an import file with its outcome, and the column and reason of each error. */
export function ItemImportOutcome({ summary, rows }: { summary: string; rows: readonly Row[] }) {
  return (
    <>
      <p className="item-import-summary">{summary}</p>
      <DataTable
        label="Rows of the file"
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.row)}
        emptyText="The file has no rows."
      />
    </>
  );
}
