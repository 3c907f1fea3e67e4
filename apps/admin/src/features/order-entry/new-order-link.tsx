import { Trans } from '@lingui/react/macro';
import { buttonClassName } from '@shop/ui-kit/button';
import { Icon } from '@shop/ui-kit/icon';
import { Link } from '@tanstack/react-router';
import { useMayCall } from '../../app/use-may-call';

/** "New order": opens the order form, for whoever may place orders. */
export function NewOrderLink() {
  if (!useMayCall('createOrder')) return null;
  return (
    <Link to="/new_order" className={buttonClassName('primary')}>
      <Icon name="plus" />
      <Trans>New order</Trans>
    </Link>
  );
}
