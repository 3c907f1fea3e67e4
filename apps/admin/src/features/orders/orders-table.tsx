import { useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { DataTable, type TableColumn } from '@shop/ui-kit/data-table';
import { selectionColumn } from '@shop/ui-kit/data-table-selection';
import { RowActions } from '@shop/ui-kit/row-actions';
import { useModalState } from '@shop/ui-kit/use-modal-state';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useFormat } from '../../app/use-format';
import { useMayCall } from '../../app/use-may-call';
import { OrderBatchBar } from './order-batch-bar';
import { OrderItemsLink } from './order-items-link';
import { OrderMoveDialog } from './order-move-dialog';
import { movesFrom, type OrderMove } from './order-moves';
import { OrderViewModal } from './order-view-modal';

type Order = Schema<'Order'>;
type Dialog = { kind: 'view'; order: Order } | { kind: 'move'; order: Order; move: OrderMove };

/**
 * The orders of one status: each row can be viewed, opens its items, and offers the moves its status allows
 * (the next step and cancel; none for completed and canceled orders), each behind a confirm dialog. Rows can be
 * selected (one by one or the whole page) to move or print them together.
 */
export function OrdersTable({
  label,
  status,
  orders,
}: {
  label: string;
  status: Schema<'OrderStatus'>;
  orders: readonly Order[];
}) {
  const { t, i18n } = useLingui();
  const { taka, dateTime, id: orderNumber } = useFormat();
  const modal = useModalState<Dialog>();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // What the batch acts on: the selected orders this page shows (ids of other pages are kept for going back).
  const selectedIds = orders.filter((order) => selected.has(order._id)).map((order) => order._id);
  const { open } = modal;
  const mayEdit = useMayCall('updateOrder');
  const columns = useMemo<TableColumn<Order>[]>(
    () => [
      { field: '_id', header: t`Order ID`, cell: (order) => orderNumber(order._id) },
      { id: 'customer', header: t`Customer`, cell: (order) => order.customer.name },
      {
        field: 'grandTotal',
        header: t`Grand Total`,
        align: 'end',
        cell: (order) => taka(order.grandTotal),
      },
      { field: 'createdAt', header: t`Date`, cell: (order) => dateTime(order.createdAt) },
      {
        id: 'actions',
        header: t`Actions`,
        cell: (order) => (
          <RowActions>
            <RowActions.Button icon="view" label={t`View`} onClick={() => open({ kind: 'view', order })} />
            <OrderItemsLink orderId={order._id} />
            {mayEdit && order.orderStatus === 'processing' && (
              <RowActions.Link
                icon="update"
                label={t`Edit`}
                render={(link) => (
                  <Link to="/edit_order/$orderID" params={{ orderID: order._id }} {...link} />
                )}
              />
            )}
            {movesFrom[order.orderStatus].map((move) => (
              <RowActions.Button
                key={move.to}
                icon={move.icon}
                label={i18n._(move.label)}
                tone={move.tone}
                onClick={() => open({ kind: 'move', order, move })}
              />
            ))}
          </RowActions>
        ),
      },
    ],
    [open, t, i18n, taka, dateTime, orderNumber, mayEdit],
  );
  const selectOrderLabel = (order: Order) => {
    const id = orderNumber(order._id);
    return t`Select order ${id}`;
  };
  const select = selectionColumn(
    { selected, onChange: setSelected, rowLabel: (order) => selectOrderLabel(order) },
    orders,
    orderId,
    i18n,
  );
  return (
    <>
      <OrderBatchBar status={status} ids={selectedIds} onSelect={setSelected} />
      <DataTable
        label={label}
        columns={[select, ...columns]}
        rows={orders}
        getRowId={orderId}
        emptyText={t`No orders here.`}
      />
      <OrderViewModal order={modal.get('view')?.order ?? null} onClose={modal.close} />
      <OrderMoveDialog request={modal.get('move')} onClose={modal.close} />
    </>
  );
}

function orderId(order: Order): string {
  return order._id;
}
