import { useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { DataTable, type TableColumn } from '@shop/ui-kit/data-table';
import { RowActions } from '@shop/ui-kit/row-actions';
import { useModalState } from '@shop/ui-kit/use-modal-state';
import { useMemo } from 'react';
import { statusNames } from '../../app/order-status-names';
import { useFormat } from '../../app/use-format';
import { OrderItemsLink } from './order-items-link';
import { OrderViewModal } from './order-view-modal';

type Order = Schema<'Order'>;

/** A customer's orders: order id, status and total, each viewable and opening its items. */
export function CustomerOrdersTable({ orders }: { orders: readonly Order[] }) {
  const { t, i18n } = useLingui();
  const { taka, id: orderNumber } = useFormat();
  const modal = useModalState<{ kind: 'view'; order: Order }>();
  const { open } = modal;
  const columns = useMemo<TableColumn<Order>[]>(
    () => [
      { field: '_id', header: t`Order ID`, cell: (order) => orderNumber(order._id) },
      { field: 'orderStatus', header: t`Status`, cell: (order) => i18n._(statusNames[order.orderStatus]) },
      { field: 'total', header: t`Total`, align: 'end', cell: (order) => taka(order.total) },
      {
        id: 'actions',
        header: t`Actions`,
        cell: (order) => (
          <RowActions>
            <RowActions.Button icon="view" label={t`View`} onClick={() => open({ kind: 'view', order })} />
            <OrderItemsLink orderId={order._id} />
          </RowActions>
        ),
      },
    ],
    [open, t, i18n, taka, orderNumber],
  );
  return (
    <>
      <DataTable label={t`Orders`} columns={columns} rows={orders} getRowId={(order) => order._id} />
      <OrderViewModal order={modal.get('view')?.order ?? null} onClose={modal.close} />
    </>
  );
}
