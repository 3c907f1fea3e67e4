import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@shop/ui-kit/button';
import './new-orders-bar.css';

/**
 * "3 new orders — Show" above a status list whose new orders are held back; nothing when there are none. A status
 * (announced politely, without taking the focus) only while it has something to say, as a toast is: an empty one
 * would stand beside the page's toasts as a second, silent status.
 */
export function NewOrdersBar({ count, onShow }: { count: number; onShow: () => void }) {
  const { t } = useLingui();
  if (count === 0) return null;
  return (
    <div role="status" className="new-orders-bar">
      <span>{t`${plural(count, { one: '# new order', other: '# new orders' })}`}</span>
      <Button variant="secondary" size="sm" onClick={onShow}>
        <Trans>Show</Trans>
      </Button>
    </div>
  );
}
