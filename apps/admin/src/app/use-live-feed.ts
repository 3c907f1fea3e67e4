import { useEffect, useRef } from 'react';
import type { LiveMessage } from './live-feed';
import { useAppContext } from './use-app-context';

/** Calls `listener` with each message of the tab's event stream while the component is shown. */
export function useLiveFeed(listener: (message: LiveMessage) => void): void {
  const { live } = useAppContext();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => live.listen((message) => latest.current(message)), [live]);
}
