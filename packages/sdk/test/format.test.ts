import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatDateTime,
  formatDay,
  formatList,
  formatNumber,
  formatPercent,
  formatRecordId,
  formatTaka,
  languageValues,
  readDigits,
} from '../src/index.js';

/** A moment at this local wall-clock time, as the ISO text the API answers (the formatters use the local zone). */
const localIso = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

const amounts = [0, 0.5, 1, 9.99, 999.999, 1000, 123456.5, 12345678, 1e9 + 0.125, -50, -123456.789];
const moments = [
  localIso(2026, 2, 5, 14, 30),
  localIso(2026, 8, 5, 0, 5),
  localIso(2026, 11, 31, 12, 0),
  localIso(2027, 0, 1, 23, 59),
];
const days = ['2026-11-24', '2026-09-04', '2027-01-01', '2028-02-29'];

describe('formatTaka', () => {
  it('uses the taka sign and Indian digit grouping with two decimals', () => {
    expect(formatTaka(123456.5)).toBe('৳1,23,456.50');
    expect(formatTaka(12345678)).toBe('৳1,23,45,678.00');
    expect(formatTaka(0)).toBe('৳0.00');
    expect(formatTaka(999.999)).toBe('৳1,000.00');
    expect(formatTaka(-50)).toBe('-৳50.00');
    expect(formatTaka(Number.NaN)).toBe('৳—');
    expect(formatTaka(Number.POSITIVE_INFINITY)).toBe('৳—');
  });

  it('writes English as it always has (en-IN, sign before ৳)', () => {
    const before = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const amount of amounts) {
      expect(formatTaka(amount, 'en')).toBe(`${amount < 0 ? '-' : ''}৳${before.format(Math.abs(amount))}`);
    }
  });

  it('writes Bangla digits with the same lakh grouping', () => {
    expect(formatTaka(123456.5, 'bn')).toBe('৳১,২৩,৪৫৬.৫০');
    expect(formatTaka(12345678, 'bn')).toBe('৳১,২৩,৪৫,৬৭৮.০০');
    expect(formatTaka(1000, 'bn')).toBe('৳১,০০০.০০');
    expect(formatTaka(0, 'bn')).toBe('৳০.০০');
    expect(formatTaka(-50, 'bn')).toBe('-৳৫০.০০');
    expect(formatTaka(999.999, 'bn')).toBe('৳১,০০০.০০');
    expect(formatTaka(0.005, 'bn')).toBe('৳০.০১');
    expect(formatTaka(Number.NaN, 'bn')).toBe('৳—');
  });
});

describe('formatRecordId', () => {
  it('writes a record number in the language’s digits, never grouped', () => {
    expect(formatRecordId('240')).toBe('240');
    expect(formatRecordId('1234567', 'en')).toBe('1234567');
    expect(formatRecordId('240', 'bn')).toBe('২৪০');
    expect(formatRecordId('1234567890123456789', 'bn')).toBe('১২৩৪৫৬৭৮৯০১২৩৪৫৬৭৮৯');
  });
});

describe('formatList', () => {
  it('joins words as a sentence lists them', () => {
    expect(formatList(['240'])).toBe('240');
    expect(formatList(['240', '238'])).toBe('240 and 238');
    expect(formatList(['240', '238', '236'], 'en')).toBe('240, 238 and 236');
    expect(formatList(['২৪০', '২৩৮', '২৩৬'], 'bn')).toBe('২৪০, ২৩৮ এবং ২৩৬');
  });
});

describe('formatNumber', () => {
  it('groups counts in lakhs, as the activity count does', () => {
    expect(formatNumber(123456)).toBe('1,23,456');
    expect(formatNumber(1234567, 'en')).toBe('12,34,567');
    expect(formatNumber(-1234.5678)).toBe('-1,234.568');
    const before = new Intl.NumberFormat('en-IN');
    for (const n of amounts) expect(formatNumber(n)).toBe(before.format(n));
  });

  it("groups by thousands when asked, as the CSV export's row count does", () => {
    expect(formatNumber(1234567, 'en', 'thousands')).toBe('1,234,567');
    for (const n of amounts) expect(formatNumber(n, 'en', 'thousands')).toBe(n.toLocaleString('en'));
  });

  it('writes Bangla digits', () => {
    expect(formatNumber(123456, 'bn')).toBe('১,২৩,৪৫৬');
    expect(formatNumber(0, 'bn')).toBe('০');
    expect(formatNumber(-1234.5678, 'bn')).toBe('-১,২৩৪.৫৬৮');
    expect(formatNumber(1234567, 'bn', 'thousands')).toBe('১,২৩৪,৫৬৭');
  });
});

describe('formatPercent', () => {
  it("writes English as the dashboard's share does (at most one decimal)", () => {
    expect(formatPercent(0.045)).toBe('4.5%');
    expect(formatPercent(0.04567)).toBe('4.6%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(-0.0456)).toBe('-4.6%');
    const before = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });
    for (const share of [0, 0.001, 0.0004, 0.12345, 0.5, 0.999, 12.3456]) {
      expect(formatPercent(share, 'en')).toBe(before.format(share));
    }
  });

  it('writes Bangla digits', () => {
    expect(formatPercent(0.045, 'bn')).toBe('৪.৫%');
    expect(formatPercent(0.04567, 'bn')).toBe('৪.৬%');
    expect(formatPercent(12.3456, 'bn')).toBe('১,২৩৪.৬%');
  });
});

describe('formatDateTime', () => {
  it('writes a moment as a person in Bangladesh reads it, in the local time zone', () => {
    expect(formatDateTime(localIso(2026, 2, 5, 14, 30))).toBe('5 Mar 2026, 2:30 pm');
    expect(formatDateTime(localIso(2026, 8, 5, 0, 5))).toBe('5 Sept 2026, 12:05 am');
    const before = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
    for (const iso of moments) expect(formatDateTime(iso, 'en')).toBe(before.format(new Date(iso)));
  });

  it("has a 24-hour clock, as the backups' times have", () => {
    expect(formatDateTime(localIso(2026, 2, 5, 14, 30), 'en', '24h')).toBe('5 Mar 2026, 14:30');
    expect(formatDateTime(localIso(2026, 8, 5, 0, 5), 'en', '24h')).toBe('5 Sept 2026, 00:05');
    for (const iso of moments) {
      expect(formatDateTime(iso, 'en', '24h')).toBe(
        new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
      );
    }
  });

  it('writes Bangla month names and digits', () => {
    expect(formatDateTime(localIso(2026, 2, 5, 14, 30), 'bn')).toBe('৫ মার্চ, ২০২৬, ২:৩০ দুপুর');
    expect(formatDateTime(localIso(2026, 8, 5, 9, 5), 'bn')).toBe('৫ সেপ, ২০২৬, ৯:০৫ সকাল');
    expect(formatDateTime(localIso(2026, 8, 5, 22, 45), 'bn')).toBe('৫ সেপ, ২০২৬, ১০:৪৫ রাত্রি');
    expect(formatDateTime(localIso(2026, 2, 5, 14, 30), 'bn', '24h')).toBe('৫ মার্চ, ২০২৬, ১৪:৩০');
    expect(formatDateTime(localIso(2026, 8, 5, 0, 5), 'bn', '24h')).toBe('৫ সেপ, ২০২৬, ০০:০৫');
  });

  it('writes no Latin letter nor digit in Bangla, at any hour', () => {
    for (let hour = 0; hour < 24; hour++) {
      for (const clock of ['12h', '24h'] as const) {
        expect(formatDateTime(localIso(2026, hour % 12, 1 + hour, hour, 7), 'bn', clock)).not.toMatch(
          /[A-Za-z0-9]/,
        );
      }
    }
  });

  it('gives back a text that is not a date as it is', () => {
    for (const language of languageValues) {
      expect(formatDateTime('not a date', language)).toBe('not a date');
      expect(formatDateTime('', language, '24h')).toBe('');
    }
  });
});

describe('formatDay', () => {
  it("writes a shop day as the dashboard's labels do, whatever the local time zone", () => {
    expect(formatDay('2026-11-24')).toBe('24 Nov');
    expect(formatDay('2026-11-24', 'en', 'long')).toBe('Tue, 24 Nov 2026');
    const short = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (const day of days) {
      expect(formatDay(day, 'en', 'short')).toBe(short.format(new Date(`${day}T00:00:00Z`)));
      expect(formatDay(day, 'en', 'long')).toBe(long.format(new Date(`${day}T00:00:00Z`)));
    }
  });

  it('writes Bangla month and weekday names and digits', () => {
    expect(formatDay('2026-11-24', 'bn')).toBe('২৪ নভে');
    expect(formatDay('2026-11-24', 'bn', 'long')).toBe('মঙ্গল, ২৪ নভে, ২০২৬');
  });

  it('gives back a text that is not a day as it is', () => {
    expect(formatDay('2026-13-45')).toBe('2026-13-45');
    expect(formatDay('yesterday', 'bn', 'long')).toBe('yesterday');
  });
});

describe('readDigits', () => {
  it('turns Bangla digits into Latin ones and leaves the rest', () => {
    expect(readDigits('১২৫.৫০')).toBe('125.50');
    expect(readDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(readDigits('-১,২৩,৪৫৬')).toBe('-1,23,456');
    expect(readDigits('12৩.4')).toBe('123.4');
    expect(readDigits('৳ চা ৫ কেজি')).toBe('৳ চা 5 কেজি');
    expect(readDigits('')).toBe('');
    expect(Number(readDigits('১২৫.৫০'))).toBe(125.5);
  });

  it("leaves other scripts' digits alone", () => {
    expect(readDigits('١٢٣ १२३')).toBe('١٢٣ १२३');
  });
});

describe('the formatters', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('make their Intl objects once per language, not once per value', () => {
    for (const language of languageValues) {
      formatTaka(1, language);
      formatNumber(1, language);
      formatNumber(1, language, 'thousands');
      formatPercent(0.1, language);
      formatDateTime(moments[0] ?? '', language);
      formatDateTime(moments[0] ?? '', language, '24h');
      formatDay(days[0] ?? '', language);
      formatDay(days[0] ?? '', language, 'long');
    }
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    for (let i = 0; i < 50; i++) {
      for (const language of languageValues) {
        formatTaka(i, language);
        formatNumber(i, language);
        formatNumber(i, language, 'thousands');
        formatPercent(i / 50, language);
        formatDateTime(moments[i % moments.length] ?? '', language);
        formatDateTime(moments[i % moments.length] ?? '', language, '24h');
        formatDay(days[i % days.length] ?? '', language);
        formatDay(days[i % days.length] ?? '', language, 'long');
      }
    }
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateTimeFormat).not.toHaveBeenCalled();
  });
});
