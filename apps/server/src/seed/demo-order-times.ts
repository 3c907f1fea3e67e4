import { dayIn } from '../data/dashboard.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** How many of the demo's newest orders are placed today in the shop's time zone, whatever the hour. */
export const DEMO_ORDERS_TODAY = 4;

/** The newest orders after those of today: this many hours before the start, newest first. */
const HOURS_BEFORE = [8, 11, 15, 20];

/** The window, back from the start, that today's orders are spread over (shorter just after midnight). */
const TODAY_WINDOW = 6 * HOUR;

/** How far back the demo's orders go. */
const OLDEST_DAYS = 120;

/**
 * The first moment of the day `at` falls on in `timeZone`: found by halving, since a day there may be 23 or 25
 * hours long (daylight saving time), and a fixed offset would miss it.
 */
export function startOfDayIn(timeZone: string, at: number): number {
  const today = dayIn(timeZone, at);
  // 26 hours back is surely an earlier day; `at` is today.
  let before = at - 26 * HOUR;
  let inToday = at;
  while (inToday - before > 1) {
    const middle = Math.floor((before + inToday) / 2);
    if (dayIn(timeZone, middle) === today) inToday = middle;
    else before = middle;
  }
  return inToday;
}

/**
 * When the demo's `count` orders were placed, oldest first, as of `now` (the first start, when the seed runs): the
 * newest {@link DEMO_ORDERS_TODAY} today in `timeZone`, within the last six hours (or since midnight there, however
 * little of the day has gone), the next few in the hours before, and the rest spread back over four months. So the
 * dashboard, which opens on Today, has figures from the first minute. Nothing but `now` and `timeZone` decides them.
 */
export function demoOrderTimes(count: number, now: number, timeZone: string): Date[] {
  const todaySince = Math.max(startOfDayIn(timeZone, now), now - TODAY_WINDOW);
  return Array.from({ length: count }, (_, index) => {
    const newer = count - 1 - index;
    if (newer < DEMO_ORDERS_TODAY) {
      // Spread between the window's start and now, the newest a fifth of the window ago; never after now.
      const share = (DEMO_ORDERS_TODAY - newer) / (DEMO_ORDERS_TODAY + 1);
      return new Date(todaySince + Math.floor((now - todaySince) * share));
    }
    const hours = HOURS_BEFORE[newer - DEMO_ORDERS_TODAY];
    if (hours !== undefined) return new Date(now - hours * HOUR);
    return new Date(now - ((count - index) / count) * OLDEST_DAYS * DAY);
  });
}
