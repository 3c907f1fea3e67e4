import { formatTaka, type Schema } from '@shop/sdk';
import { DataTable, type TableColumn } from '@shop/ui-kit/data-table';
import { RowActions } from '@shop/ui-kit/row-actions';
import { useModalState } from '@shop/ui-kit/use-modal-state';
import { useMemo } from 'react';
import { formatDateTime } from '../../app/date-time';
import { OrderItemsLink } from './order-items-link';
import { OrderMoveDialog } from './order-move-dialog';
import { movesFrom, type OrderMove } from './order-moves';
import { OrderViewModal } from './order-view-modal';

type Order = Schema<'Order'>;
type Dialog = { kind: 'view'; order: Order } | { kind: 'move'; order: Order; move: OrderMove };

/**
 * The orders of one status: each row can be viewed, opens its items, and offers the moves its status allows
 * (the next step and cancel; none for completed and canceled orders), each behind a confirm dialog.
 */
export function OrdersTable({ label, orders }: { label: string; orders: readonly Order[] }) {
  const modal = useModalState<Dialog>();
  const { open } = modal;
  const columns = useMemo<TableColumn<Order>[]>(
    () => [
      { field: '_id', header: 'Order ID' },
      { id: 'customer', header: 'Customer', cell: (order) => order.customer.name },
      {
        field: 'grandTotal',
        header: 'Grand Total',
        align: 'end',
        cell: (order) => formatTaka(order.grandTotal),
      },
      { field: 'createdAt', header: 'Date', cell: (order) => formatDateTime(order.createdAt) },
      {
        id: 'actions',
        header: 'Actions',
        cell: (order) => (
          <RowActions>
            <RowActions.Button icon="view" label="View" onClick={() => open({ kind: 'view', order })} />
            <OrderItemsLink orderId={order._id} />
            {movesFrom[order.orderStatus].map((move) => (
              <RowActions.Button
                key={move.to}
                icon={move.icon}
                label={move.label}
                tone={move.tone}
                onClick={() => open({ kind: 'move', order, move })}
              />
            ))}
          </RowActions>
        ),
      },
    ],
    [open],
  );
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        rows={orders}
        getRowId={(order) => order._id}
        emptyText="No orders here."
      />
      <OrderViewModal order={modal.get('view')?.order ?? null} onClose={modal.close} />
      <OrderMoveDialog request={modal.get('move')} onClose={modal.close} />
    </>
  );
}
