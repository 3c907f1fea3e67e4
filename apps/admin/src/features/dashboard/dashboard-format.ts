import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Schema } from '@shop/sdk';

/** How each period is named on its switch and in headings. */
export const periodNames: { readonly [period in Schema<'DashboardPeriod'>]: MessageDescriptor } = {
  today: msg`Today`,
  '7d': msg`Last 7 days`,
  '30d': msg`Last 30 days`,
};

const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayLabel = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A shop day (`YYYY-MM-DD`, already in the shop's time zone) as `24 Nov`. */
export function formatDay(day: string): string {
  return dayLabel.format(new Date(`${day}T00:00:00Z`));
}

/** A shop day as `Tue, 24 Nov 2026`. */
export function formatLongDay(day: string): string {
  return longDayLabel.format(new Date(`${day}T00:00:00Z`));
}

const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

/** A share (0 to 1) as `4.5%`. */
export function formatShare(share: number): string {
  return percent.format(share);
}

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
