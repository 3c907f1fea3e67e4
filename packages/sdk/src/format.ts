import type { Schema } from './schema-types.js';

type Language = Schema<'Language'>;

/** One entry per language of the document: a language added there fails the type check here until it has one. */
type PerLanguage<T> = { readonly [L in Language]: T };

/** The clock of {@link formatDateTime}: `2:30 pm` or `14:30`. */
type Clock = '12h' | '24h';

// English keeps the locales the admin has always used; Bangla is bn-BD (Bangla digits and month names, and the same
// lakh grouping as en-IN: ৳১,২৩,৪৫৬.৫০).
const indianGrouping: PerLanguage<string> = { en: 'en-IN', bn: 'bn-BD' };
const thousandsGrouping: PerLanguage<string> = { en: 'en', bn: 'en-u-nu-beng' };
const mediumDateShortTime: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const dateTimeStyle: {
  readonly [clock in Clock]: PerLanguage<[locale: string, Intl.DateTimeFormatOptions]>;
} = {
  '12h': {
    en: ['en-IN', mediumDateShortTime],
    // bn-BD's short time ends in a Latin AM/PM: the part of the day instead (২:৩০ দুপুর, ১০:৪৫ রাত্রি).
    bn: [
      'bn-BD',
      {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        dayPeriod: 'short',
      },
    ],
  },
  '24h': {
    en: ['en-GB', { ...mediumDateShortTime, hourCycle: 'h23' }],
    bn: ['bn-BD', { ...mediumDateShortTime, hourCycle: 'h23' }],
  },
};
const dayLocale: PerLanguage<string> = { en: 'en-GB', bn: 'bn-BD' };

/** Makes each formatter once per key and keeps it: Intl objects are costly to create, and a list formats many. */
function cachedBy<Key, Value>(make: (key: Key) => Value): (key: Key) => Value {
  const made = new Map<Key, Value>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}

const takaFormat = cachedBy(
  (language: Language) =>
    new Intl.NumberFormat(indianGrouping[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const numberFormat = cachedBy((locale: string) => new Intl.NumberFormat(locale));
const percentFormat = cachedBy(
  (language: Language) =>
    new Intl.NumberFormat(indianGrouping[language], { style: 'percent', maximumFractionDigits: 1 }),
);
const dateTimeFormats: { readonly [clock in Clock]: (language: Language) => Intl.DateTimeFormat } = {
  '12h': cachedBy((language: Language) => new Intl.DateTimeFormat(...dateTimeStyle['12h'][language])),
  '24h': cachedBy((language: Language) => new Intl.DateTimeFormat(...dateTimeStyle['24h'][language])),
};
const dayFormats = {
  short: cachedBy(
    (language: Language) =>
      new Intl.DateTimeFormat(dayLocale[language], { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  ),
  long: cachedBy(
    (language: Language) =>
      new Intl.DateTimeFormat(dayLocale[language], {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  ),
} as const;

/**
 * Formats taka with the taka sign, lakh grouping and two decimals: `৳1,23,456.50`, `-৳50.00`; in Bangla
 * `৳১,২৩,৪৫৬.৫০`. Not a finite number: `৳—`.
 */
export function formatTaka(amount: number, language: Language = 'en'): string {
  if (!Number.isFinite(amount)) return '৳—';
  const sign = amount < 0 ? '-' : '';
  return `${sign}৳${takaFormat(language).format(Math.abs(amount))}`;
}

/**
 * Formats a count or a plain number: `1,23,456` (lakh grouping, up to 3 decimals), in Bangla `১,২৩,৪৫৬`;
 * `grouping: 'thousands'` groups by threes (`1,234,567`), as the CSV export counts its rows.
 */
export function formatNumber(
  value: number,
  language: Language = 'en',
  grouping: 'lakh' | 'thousands' = 'lakh',
): string {
  const locale = (grouping === 'lakh' ? indianGrouping : thousandsGrouping)[language];
  return numberFormat(locale).format(value);
}

/** Formats a share (0 to 1) as a percentage with at most one decimal: `4.5%`, in Bangla `৪.৫%`. */
export function formatPercent(fraction: number, language: Language = 'en'): string {
  return percentFormat(language).format(fraction);
}

/**
 * Formats a moment (an ISO date-time) in the browser's time zone: `5 Mar 2026, 2:30 pm`, with `clock: '24h'`
 * `5 Mar 2026, 14:30`; in Bangla `৫ মার্চ, ২০২৬, ২:৩০ দুপুর` (the part of the day, not AM/PM), `৫ মার্চ, ২০২৬, ১৪:৩০`.
 * A text that is not a date comes back as it is.
 */
export function formatDateTime(iso: string, language: Language = 'en', clock: Clock = '12h'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormats[clock](language).format(date);
}

/**
 * Formats a calendar day (`YYYY-MM-DD`, already in the shop's time zone): `24 Nov`, with `style: 'long'`
 * `Tue, 24 Nov 2026`; in Bangla `২৪ নভে`, `মঙ্গল, ২৪ নভে, ২০২৬`. A text that is not a day comes back as it is.
 */
export function formatDay(day: string, language: Language = 'en', style: 'short' | 'long' = 'short'): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormats[style](language).format(date);
}

const BANGLA_DIGIT = /[\u09e6-\u09ef]/g;
const LATIN_DIGIT = /[0-9]/g;

/** Where each language's digits start: the code point of its zero. */
const zeroOf: PerLanguage<number> = { en: 0x30, bn: 0x09e6 };

/**
 * Writes a record's number as people read it ("Order 240"): its digits in the language's own (`২৪০` in Bangla),
 * never grouped, since it is a name rather than an amount (and may be longer than a JavaScript number holds).
 */
export function formatRecordId(id: string, language: Language = 'en'): string {
  const zero = zeroOf[language];
  return zero === 0x30 ? id : id.replace(LATIN_DIGIT, (digit) => String.fromCharCode(zero + Number(digit)));
}

const listFormat = cachedBy(
  (language: Language) => new Intl.ListFormat(indianGrouping[language], { type: 'conjunction' }),
);

/** Joins words as a sentence lists them: `240, 238 and 236`, in Bangla `২৪০, ২৩৮ এবং ২৩৬`. */
export function formatList(parts: readonly string[], language: Language = 'en'): string {
  return listFormat(language).format(parts);
}

/** Turns Bangla digits (০-৯) into Latin ones and leaves every other character: `১২৫.৫০` is `125.50`. */
export function readDigits(text: string): string {
  return text.replace(BANGLA_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}
