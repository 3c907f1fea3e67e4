import { describe, expect, it } from 'vitest';
import { dayIn } from '../src/data/dashboard.js';
import { DEMO_ORDERS_TODAY, demoOrderTimes, startOfDayIn } from '../src/seed/demo-order-times.js';

const HOUR = 3_600_000;

/** The first starts tried: any hour of the shop's day, the first and last minutes included. */
const starts: Array<[string, string]> = [
  ['Asia/Dhaka', '2026-11-24T18:00:30.000Z'], // 00:00:30 in Dhaka
  ['Asia/Dhaka', '2026-11-24T18:03:00.000Z'], // 00:03
  ['Asia/Dhaka', '2026-11-24T23:00:00.000Z'], // 05:00
  ['Asia/Dhaka', '2026-11-25T06:15:00.000Z'], // 12:15
  ['Asia/Dhaka', '2026-11-25T17:59:59.000Z'], // 23:59:59
  ['Asia/Dhaka', '2026-11-24T18:00:00.000Z'], // midnight itself
  ['UTC', '2026-11-25T00:01:00.000Z'],
  // New York on the morning its clocks go forward (02:00 -> 03:00) and on the one they go back.
  ['America/New_York', '2026-03-08T07:30:00.000Z'],
  ['America/New_York', '2026-11-01T05:30:00.000Z'],
  ['Pacific/Kiritimati', '2026-11-24T10:05:00.000Z'], // 00:05 at UTC+14
];

describe('when the demo orders were placed', () => {
  it.each(starts)(
    'in %s, started at %s: oldest first, none after the start, the newest today there',
    (zone, iso) => {
      const now = Date.parse(iso);
      const times = demoOrderTimes(240, now, zone).map((date) => date.getTime());
      expect(times).toHaveLength(240);
      for (let index = 1; index < times.length; index++)
        expect(times[index]).toBeGreaterThanOrEqual(times[index - 1] ?? Number.POSITIVE_INFINITY);
      expect(Math.max(...times)).toBeLessThanOrEqual(now);
      const today = dayIn(zone, now);
      const placedToday = times.filter((time) => dayIn(zone, time) === today);
      expect(placedToday.length).toBeGreaterThanOrEqual(DEMO_ORDERS_TODAY);
      // A handful in the last day, and four months of orders behind them.
      expect(times.filter((time) => time > now - 24 * HOUR).length).toBeGreaterThanOrEqual(8);
      expect(now - (times[0] ?? now)).toBeCloseTo(120 * 24 * HOUR, -3);
    },
  );

  it('depends on nothing but the start and the time zone', () => {
    const now = Date.parse('2026-11-25T06:15:00.000Z');
    expect(demoOrderTimes(240, now, 'Asia/Dhaka')).toEqual(demoOrderTimes(240, now, 'Asia/Dhaka'));
    const later = demoOrderTimes(240, now + HOUR, 'Asia/Dhaka');
    // An hour later, every order but today's is an hour later too.
    expect(later.slice(0, -DEMO_ORDERS_TODAY).map((date) => date.getTime() - HOUR)).toEqual(
      demoOrderTimes(240, now, 'Asia/Dhaka')
        .slice(0, -DEMO_ORDERS_TODAY)
        .map((date) => date.getTime()),
    );
  });

  it('finds the first moment of a day, on days of 23 and 25 hours too', () => {
    expect(new Date(startOfDayIn('Asia/Dhaka', Date.parse('2026-11-25T06:15:00.000Z'))).toISOString()).toBe(
      '2026-11-24T18:00:00.000Z',
    );
    expect(
      new Date(startOfDayIn('America/New_York', Date.parse('2026-03-08T20:00:00.000Z'))).toISOString(),
    ).toBe('2026-03-08T05:00:00.000Z');
    expect(
      new Date(startOfDayIn('America/New_York', Date.parse('2026-11-01T20:00:00.000Z'))).toISOString(),
    ).toBe('2026-11-01T04:00:00.000Z');
  });
});
