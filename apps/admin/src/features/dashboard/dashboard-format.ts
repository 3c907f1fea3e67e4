import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Schema } from '@shop/sdk';

/** How each period is named on its switch and in headings. */
export const periodNames: { readonly [period in Schema<'DashboardPeriod'>]: MessageDescriptor } = {
  today: msg`Today`,
  '7d': msg`Last 7 days`,
  '30d': msg`Last 30 days`,
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How long the oldest order has waited, since `since` (an ISO time) as of `now`: `Oldest waiting under an hour`,
 * `Oldest waiting 5 hours`, `Oldest waiting 3 days`.
 */
export function formatOldestWaiting(since: string, now: number, i18n: I18n): string {
  const waited = Math.max(0, now - Date.parse(since));
  if (waited < HOUR) return i18n._(msg`Oldest waiting under an hour`);
  if (waited < DAY) {
    const hours = Math.floor(waited / HOUR);
    return i18n._(msg`Oldest waiting ${plural(hours, { one: `${hours} hour`, other: `${hours} hours` })}`);
  }
  const days = Math.floor(waited / DAY);
  return i18n._(msg`Oldest waiting ${plural(days, { one: `${days} day`, other: `${days} days` })}`);
}
