import { useLingui } from '@lingui/react/macro';
import { RowActions } from '@shop/ui-kit/row-actions';
import { Link } from '@tanstack/react-router';

/** The row link "Items" to an order's lines. */
export function OrderItemsLink({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  return (
    <RowActions.Link
      icon="list"
      label={t`Items`}
      render={(link) => (
        <Link to="/order_items_from_order/$orderID" params={{ orderID: orderId }} {...link} />
      )}
    />
  );
}
