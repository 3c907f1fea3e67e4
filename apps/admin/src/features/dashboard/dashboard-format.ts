import type { Schema } from '@shop/sdk';

/** How each period is named on its switch and in headings. */
export const periodNames: { readonly [period in Schema<'DashboardPeriod'>]: string } = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
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

/** How long since `since` (an ISO time) as of `now`: `under an hour`, `5 hours`, `3 days`. */
export function formatWaited(since: string, now: number): string {
  const waited = Math.max(0, now - Date.parse(since));
  if (waited < HOUR) return 'under an hour';
  if (waited < DAY) {
    const hours = Math.floor(waited / HOUR);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  const days = Math.floor(waited / DAY);
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
