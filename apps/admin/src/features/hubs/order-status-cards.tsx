import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { HubCards } from '@shop/ui-kit/hub-cards';
import { Icon } from '@shop/ui-kit/icon';
import { Link } from '@tanstack/react-router';
import { statusNames } from '../../app/order-status-names';
import { useFormat } from '../../app/use-format';

/** One card per order status (in the server's workflow order) with its count, opening that status's orders. */
export function OrderStatusCards({ counts }: { counts: readonly Schema<'OrderStatusCount'>[] }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  return (
    <HubCards label={t`Orders by status`}>
      {counts.map(({ status, count }) => {
        const statusName = i18n._(statusNames[status]);
        // `{count}` rather than `#`, which would group the digits ("1,200"): the number stays as it is shown today.
        return (
          <HubCards.Card
            key={status}
            title={statusName}
            count={format.count(count)}
            icon={<Icon name="send" />}
            render={({ className, children }) => (
              <Link
                to="/ordersFromStatus/$status"
                params={{ status }}
                className={className}
                aria-label={t`${statusName}: ${plural(count, { one: `${count} order`, other: `${count} orders` })}`}
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
