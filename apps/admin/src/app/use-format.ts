import { useLingui } from '@lingui/react/macro';
import {
  formatDateTime,
  formatDay,
  formatList,
  formatNumber,
  formatPercent,
  formatRecordId,
  formatTaka,
  languageValues,
} from '@shop/sdk';
import { useMemo } from 'react';
import type { Language } from './language';

/** The language a Lingui locale names (English for anything else). */
export function languageOf(locale: string): Language {
  return languageValues.find((language) => language === locale) ?? 'en';
}

/**
 * Money, counts, shares, moments and days as the language shown writes them (Bangla digits and month names in
 * Bangla), from the SDK's one formatting module; re-renders when the language changes.
 */
export function useFormat() {
  const { i18n } = useLingui();
  const language = languageOf(i18n.locale);
  return useMemo(
    () => ({
      language,
      taka: (amount: number) => formatTaka(amount, language),
      number: (value: number, grouping?: 'lakh' | 'thousands') => formatNumber(value, language, grouping),
      /**
       * A count (or a plain number of a record) as the messages write theirs: in English as the code writes it,
       * ungrouped (`1200`, `4.5`, as shown always); in another language as formatNumber writes it (`১,২০০`, `৪.৫`:
       * a message's `{count, number}`).
       */
      count: (value: number) => (language === 'en' ? String(value) : formatNumber(value, language)),
      /** A record's number as people read it: `240`, in Bangla `২৪০` (never grouped). */
      id: (id: string) => formatRecordId(id, language),
      /** Words joined as a sentence lists them: `240, 238 and 236`. */
      list: (parts: readonly string[]) => formatList(parts, language),
      percent: (fraction: number) => formatPercent(fraction, language),
      dateTime: (iso: string, clock?: '12h' | '24h') => formatDateTime(iso, language, clock),
      day: (day: string, style?: 'short' | 'long') => formatDay(day, language, style),
    }),
    [language],
  );
}

/** What {@link useFormat} gives: pass it to a helper outside a component. */
export type Format = ReturnType<typeof useFormat>;
