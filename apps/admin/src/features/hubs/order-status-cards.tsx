import type { Schema } from '@shop/sdk';
import { HubCards } from '@shop/ui-kit/hub-cards';
import { Icon } from '@shop/ui-kit/icon';
import { Link } from '@tanstack/react-router';

/** How each order status reads on a card. */
const statusTitles: Record<Schema<'OrderStatus'>, string> = {
  processing: 'Processing',
  toBeDelivered: 'To Be Delivered',
  shipped: 'Shipped',
  completed: 'Completed',
  canceled: 'Canceled',
};

/** One card per order status (in the server's workflow order) with its count, opening that status's orders. */
export function OrderStatusCards({ counts }: { counts: readonly Schema<'OrderStatusCount'>[] }) {
  return (
    <HubCards label="Orders by status">
      {counts.map(({ status, count }) => (
        <HubCards.Card
          key={status}
          title={statusTitles[status]}
          count={count}
          icon={<Icon name="send" />}
          render={({ className, children }) => (
            <Link
              to="/ordersFromStatus/$status"
              params={{ status }}
              className={className}
              aria-label={`${statusTitles[status]}: ${count} ${count === 1 ? 'order' : 'orders'}`}
            >
              {children}
            </Link>
          )}
        />
      ))}
    </HubCards>
  );
}
