import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatRecordId } from '@shop/sdk';
import type { UseNavigateResult } from '@tanstack/react-router';
import { languageOf } from '../../app/use-format';
import type { PaletteEntry } from './palette-entry';
import type { PaletteScreen } from './palette-screens';
import { recentPlaces } from './recent-places';

/**
 * The recent places (src/features/palette/recent-places.ts) as choices, named after their screen, with the search
 * or the order they showed; places that are no screen of `screens` (one customer's orders, the profile) are left
 * out, as are screens the role may no longer open.
 */
export function recentEntries(
  screens: readonly PaletteScreen[],
  navigate: UseNavigateResult<string>,
  i18n: I18n,
): PaletteEntry[] {
  return recentPlaces().flatMap((href) => {
    const url = new URL(href, window.location.origin);
    // Several cards may lead to one screen (Areas, Districts, Divisions): the one without a description names it.
    const named = screens.filter((screen) => screen.path === url.pathname);
    const screen = named.find((candidate) => candidate.description === undefined) ?? named[0];
    if (screen === undefined) return [];
    const order = url.searchParams.get('order');
    const id = order === null ? null : formatRecordId(order, languageOf(i18n.locale));
    const q = url.searchParams.get('q');
    const detail = id ? i18n._(msg`Order ${id}`) : q ? i18n._(msg`Search: ${q}`) : undefined;
    return [
      {
        key: `recent ${href}`,
        label: screen.title,
        ...(detail ? { detail } : {}),
        go: () => void navigate({ href }),
      },
    ];
  });
}
