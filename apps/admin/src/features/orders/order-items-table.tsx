import { useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { DataTable, type TableColumn } from '@shop/ui-kit/data-table';
import { useMemo } from 'react';
import { useFormat } from '../../app/use-format';

type OrderItem = Schema<'OrderItem'>;

/** The lines of an order: item name, quantity, unit price and line total in taka. */
export function OrderItemsTable({ lines }: { lines: readonly OrderItem[] }) {
  const { t } = useLingui();
  const { taka, count } = useFormat();
  const columns = useMemo<TableColumn<OrderItem>[]>(
    () => [
      {
        id: 'item',
        header: t`Item Name`,
        cell: (line) => line.item.name,
        sortValue: (line) => line.item.name,
      },
      {
        field: 'quantity',
        header: t`Quantity`,
        align: 'end',
        sortable: true,
        cell: (line) => count(line.quantity),
      },
      { field: 'unitPrice', header: t`Unit Price`, align: 'end', cell: (line) => taka(line.unitPrice) },
      {
        field: 'total',
        header: t`Total`,
        align: 'end',
        sortable: true,
        cell: (line) => taka(line.total),
      },
    ],
    [t, taka, count],
  );
  return <DataTable label={t`Order Items`} columns={columns} rows={lines} getRowId={(line) => line._id} />;
}
