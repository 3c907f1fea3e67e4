/** Where a browser remembers that its owner asked for a notification for each new order (off unless asked). */
const STORAGE_KEY = 'shop.newOrderNotices';

/** Whether this browser shows a notification for each new order: asked for here, and allowed by the browser. */
export function newOrderNoticesOn(): boolean {
  return (
    localStorage.getItem(STORAGE_KEY) === 'on' &&
    typeof Notification !== 'undefined' &&
    Notification.permission === 'granted'
  );
}

/** Remembers the owner's choice for this browser. */
export function chooseNewOrderNotices(on: boolean): void {
  if (on) localStorage.setItem(STORAGE_KEY, 'on');
  else localStorage.removeItem(STORAGE_KEY);
}
