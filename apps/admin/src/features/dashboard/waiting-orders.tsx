import type { Schema } from '@shop/sdk';
import { HubCards } from '@shop/ui-kit/hub-cards';
import { Icon } from '@shop/ui-kit/icon';
import { Link } from '@tanstack/react-router';
import { formatWaited } from './dashboard-format';

const waitingTitles: { readonly [status in Schema<'DashboardWaiting'>['status']]: string } = {
  processing: 'To pack (processing)',
  toBeDelivered: 'To hand over (to be delivered)',
};

/** The orders waiting for the shop's work, with how long the oldest has waited, each opening its list. */
export function WaitingOrders({
  waiting,
  now,
}: {
  waiting: readonly Schema<'DashboardWaiting'>[];
  now: number;
}) {
  return (
    <HubCards label="Waiting orders">
      {waiting.map(({ status, count, oldestCreatedAt }) => {
        const oldest =
          oldestCreatedAt === null ? 'None waiting' : `Oldest waiting ${formatWaited(oldestCreatedAt, now)}`;
        return (
          <HubCards.Card
            key={status}
            title={waitingTitles[status]}
            count={count}
            description={oldest}
            icon={<Icon name="box" />}
            render={({ className, children }) => (
              <Link
                to="/ordersFromStatus/$status"
                params={{ status }}
                className={className}
                aria-label={`${waitingTitles[status]}: ${count} ${count === 1 ? 'order' : 'orders'}. ${oldest}`}
              >
                {children}
              </Link>
            )}
          />
        );
      })}
    </HubCards>
  );
}
