import { Trans, useLingui } from '@lingui/react/macro';
import { ToggleSwitch } from '@shop/ui-kit/toggle-switch';
import { useState } from 'react';
import { chooseNewOrderNotices, newOrderNoticesOn } from './new-order-notices-choice';

/** What the browser says about notifications, or that it has none. */
function browserPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * For the owners: "Notify me of new orders", off until turned on in this browser (remembered there). Turning it on
 * asks the browser's permission, and only then; a browser that refuses keeps it off and says how to allow it.
 */
export function NewOrderNoticesSwitch() {
  const { t } = useLingui();
  const [on, setOn] = useState(newOrderNoticesOn);
  const [permission, setPermission] = useState(browserPermission);
  if (permission === 'unsupported') return null;
  const flip = async (wanted: boolean) => {
    if (!wanted) {
      chooseNewOrderNotices(false);
      setOn(false);
      return;
    }
    const answer = await Notification.requestPermission();
    setPermission(answer);
    chooseNewOrderNotices(answer === 'granted');
    setOn(answer === 'granted');
  };
  return (
    <ToggleSwitch
      label={t`Notify me of new orders`}
      checked={on}
      onCheckedChange={(wanted) => void flip(wanted)}
      hint={
        permission === 'denied' ? (
          <Trans>This browser blocks notifications from the shop: allow them in its site settings.</Trans>
        ) : (
          <Trans>
            A notification in this browser for each order placed, even while it shows another tab.
          </Trans>
        )
      }
    />
  );
}
