import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { DataTable, type TableColumn } from '@shop/ui-kit/data-table';
import { useMemo } from 'react';
import { outcomeLabels } from './item-import-words';

type Row = Schema<'ItemImportRow'>;

function columnsOf(i18n: I18n): TableColumn<Row>[] {
  return [
    { field: 'row', header: i18n._(msg`Row`), align: 'end' },
    { id: 'outcome', header: i18n._(msg`Outcome`), cell: (row) => i18n._(outcomeLabels[row.outcome]) },
    { id: 'column', header: i18n._(msg`Column`), cell: (row) => row.column ?? '' },
    { id: 'message', header: i18n._(msg`Message`), cell: (row) => row.message ?? '' },
  ];
}

/** Every row of an import file with its outcome, and the column and reason of each error. */
export function ItemImportOutcome({ summary, rows }: { summary: string; rows: readonly Row[] }) {
  const { t, i18n } = useLingui();
  // `t` changes when another language is shown (`i18n` stays the same object): the headers follow it.
  const columns = useMemo(() => columnsOf(i18n), [i18n, t]);
  return (
    <>
      <p className="item-import-summary">{summary}</p>
      <DataTable
        label={t`Rows of the file`}
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.row)}
        emptyText={t`The file has no rows.`}
      />
    </>
  );
}
