import { describe, expect, it } from 'vitest';
import { zonedMoment } from './zoned-moment';

describe('zonedMoment', () => {
  it('reads a wall-clock time in the zone named, whatever the machine’s own', () => {
    expect(zonedMoment('2026-03-05T09:00', 'Asia/Dhaka')).toBe('2026-03-05T03:00:00.000Z');
    expect(zonedMoment('2026-03-05T03:15', 'Asia/Dhaka')).toBe('2026-03-04T21:15:00.000Z');
    expect(zonedMoment('2026-01-10T09:00', 'Europe/London')).toBe('2026-01-10T09:00:00.000Z');
  });

  it('lands on the right side of a daylight-saving change', () => {
    // London moves from GMT to BST at 01:00 UTC on 29 March 2026.
    expect(zonedMoment('2026-03-29T00:30', 'Europe/London')).toBe('2026-03-29T00:30:00.000Z');
    expect(zonedMoment('2026-03-29T03:30', 'Europe/London')).toBe('2026-03-29T02:30:00.000Z');
  });
});
