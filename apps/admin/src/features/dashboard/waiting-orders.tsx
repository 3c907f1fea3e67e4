import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { HubCards } from '@shop/ui-kit/hub-cards';
import { Icon } from '@shop/ui-kit/icon';
import { Link } from '@tanstack/react-router';
import { useFormat } from '../../app/use-format';
import { formatOldestWaiting } from './dashboard-format';

const waitingTitles: { readonly [status in Schema<'DashboardWaiting'>['status']]: MessageDescriptor } = {
  processing: msg`To pack (processing)`,
  toBeDelivered: msg`To hand over (to be delivered)`,
};

/** The orders waiting for the shop's work, with how long the oldest has waited, each opening its list. */
export function WaitingOrders({
  waiting,
  now,
}: {
  waiting: readonly Schema<'DashboardWaiting'>[];
  now: number;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  return (
    <HubCards label={t`Waiting orders`}>
      {waiting.map(({ status, count, oldestCreatedAt }) => {
        const oldest =
          oldestCreatedAt === null ? t`None waiting` : formatOldestWaiting(oldestCreatedAt, now, i18n);
        const title = i18n._(waitingTitles[status]);
        return (
          <HubCards.Card
            key={status}
            title={title}
            count={format.count(count)}
            description={oldest}
            icon={<Icon name="box" />}
            render={({ className, children }) => (
              <Link
                to="/ordersFromStatus/$status"
                params={{ status }}
                className={className}
                aria-label={t`${title}: ${plural(count, { one: `${count} order`, other: `${count} orders` })}. ${oldest}`}
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
