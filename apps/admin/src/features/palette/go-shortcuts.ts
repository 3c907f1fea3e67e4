import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UseNavigateResult } from '@tanstack/react-router';

/** A `g` shortcut: `g` then its key opens a main list. */
export interface GoShortcut {
  key: string;
  does: MessageDescriptor;
  go: (navigate: UseNavigateResult<string>) => Promise<void>;
}

/** The `g` shortcuts, as the listener answers them and the help dialog lists them. */
export const goShortcuts: readonly GoShortcut[] = [
  {
    key: 'o',
    does: msg`Go to the orders being processed`,
    go: (navigate) => navigate({ to: '/ordersFromStatus/$status', params: { status: 'processing' } }),
  },
  { key: 'i', does: msg`Go to the items`, go: (navigate) => navigate({ to: '/items' }) },
  { key: 'c', does: msg`Go to the customers`, go: (navigate) => navigate({ to: '/customers' }) },
];
