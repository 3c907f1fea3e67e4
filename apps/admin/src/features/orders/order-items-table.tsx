import { formatTaka, type Schema } from '@shop/sdk';
import { DataTable, type TableColumn } from '@shop/ui-kit/data-table';

type OrderItem = Schema<'OrderItem'>;

const columns: TableColumn<OrderItem>[] = [
  { id: 'item', header: 'Item Name', cell: (line) => line.item.name, sortValue: (line) => line.item.name },
  { field: 'quantity', header: 'Quantity', align: 'end', sortable: true },
  { field: 'unitPrice', header: 'Unit Price', align: 'end', cell: (line) => formatTaka(line.unitPrice) },
  { field: 'total', header: 'Total', align: 'end', sortable: true, cell: (line) => formatTaka(line.total) },
];

/** The lines of an order: item name, quantity, unit price and line total in taka. */
export function OrderItemsTable({ lines }: { lines: readonly OrderItem[] }) {
  return <DataTable label="Order Items" columns={columns} rows={lines} getRowId={(line) => line._id} />;
}
