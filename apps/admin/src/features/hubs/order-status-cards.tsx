import type { Schema } from '@shop/sdk';
import { HubCards } from '@shop/ui-kit/hub-cards';
import { Icon } from '@shop/ui-kit/icon';
import { Link } from '@tanstack/react-router';
import { statusNames } from '../../app/order-status-names';

/** One card per order status (in the server's workflow order) with its count, opening that status's orders. */
export function OrderStatusCards({ counts }: { counts: readonly Schema<'OrderStatusCount'>[] }) {
  return (
    <HubCards label="Orders by status">
      {counts.map(({ status, count }) => (
        <HubCards.Card
          key={status}
          title={statusNames[status]}
          count={count}
          icon={<Icon name="send" />}
          render={({ className, children }) => (
            <Link
              to="/ordersFromStatus/$status"
              params={{ status }}
              className={className}
              aria-label={`${statusNames[status]}: ${count} ${count === 1 ? 'order' : 'orders'}`}
            >
              {children}
            </Link>
          )}
        />
      ))}
    </HubCards>
  );
}
