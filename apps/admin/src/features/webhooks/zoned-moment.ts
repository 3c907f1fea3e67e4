/**
 * The moment a wall-clock time (`2026-03-05T09:00`, as a datetime-local input gives it) names in a time zone
 * (`Asia/Dhaka`), as the API takes it (`2026-03-05T03:00:00.000Z`). The zone's offset is read at the moment guessed,
 * then again at the moment found, so a time beside a daylight-saving change lands on the right side of it.
 */
export function zonedMoment(wallTime: string, timeZone: string): string {
  const [day = '', time = ''] = wallTime.split('T');
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, date, hour, minute, second);
  const first = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(first, timeZone)).toISOString();
}

/** How far ahead of UTC the zone's clocks are at a moment, in milliseconds. */
function offsetAt(moment: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(moment / 1000) * 1000;
}
