import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@shop/ui-kit/button';
import './new-orders-bar.css';

/**
 * "3 new orders — Show" above a status list whose new orders are held back; nothing when there are none. Its
 * count is announced as it changes (a live region), without taking the focus.
 */
export function NewOrdersBar({ count, onShow }: { count: number; onShow: () => void }) {
  const { t } = useLingui();
  return (
    <div role="status" className="new-orders-bar">
      {count > 0 && (
        <>
          <span>{t`${plural(count, { one: '# new order', other: '# new orders' })}`}</span>
          <Button variant="secondary" size="sm" onClick={onShow}>
            <Trans>Show</Trans>
          </Button>
        </>
      )}
    </div>
  );
}
