import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { mayCall, orderStatusValues, type Schema } from '@shop/sdk';
import type { UseNavigateResult } from '@tanstack/react-router';
import { statusNames } from '../../app/order-status-names';
import { hubs, type ScreenLink } from '../../app/screen-directory';

/** A screen the palette can open by name. */
export interface PaletteScreen {
  title: string;
  description?: string;
  /** Its address without search, to name the recent places. */
  path: string;
  go: (navigate: UseNavigateResult<string>) => Promise<void>;
}

/**
 * Every screen the hubs offer (each hub, its cards, the order lists of each status) that an employee of `level`
 * may open, each once: the same definitions the hubs show (src/app/screen-directory.ts).
 */
export function screensFor(level: Schema<'Employee'>['level'] | undefined, i18n: I18n): PaletteScreen[] {
  const allowed = (reads: Parameters<typeof mayCall>[0] | undefined) =>
    reads === undefined || (level !== undefined && mayCall(reads, level));
  const screens: PaletteScreen[] = [];
  const seen = new Set<string>();
  for (const hub of hubs) {
    const hubLink: ScreenLink = { title: hub.title, to: hub.to, icon: 'list' };
    for (const { title, to, description, reads } of [hubLink, ...hub.links]) {
      if (seen.has(`${title.id} ${to}`) || !allowed(reads)) continue;
      seen.add(`${title.id} ${to}`);
      screens.push({
        title: i18n._(title),
        path: to,
        go: (navigate) => navigate({ to }),
        ...(description ? { description: i18n._(description) } : {}),
      });
    }
  }
  if (allowed('listOrdersByStatus')) {
    for (const status of orderStatusValues) {
      const statusName = i18n._(statusNames[status]);
      screens.push({
        title: i18n._(msg`${statusName} orders`),
        path: `/ordersFromStatus/${status}`,
        go: (navigate) => navigate({ to: '/ordersFromStatus/$status', params: { status } }),
      });
    }
  }
  return screens;
}

/** The screens whose title (or description) holds every word of `text`, case-insensitively. */
export function screensMatching(screens: readonly PaletteScreen[], text: string): PaletteScreen[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return screens.filter((screen) => {
    const name = `${screen.title} ${screen.description ?? ''}`.toLowerCase();
    return words.every((word) => name.includes(word));
  });
}
