// Messages people read (error answers, field messages, mails) are written where they arise as Lingui message
// descriptors with explicit ids, marked for extraction by a leading /*i18n*/ comment:
//
//   throw notFound(/*i18n*/ { id: 'staff.noSuchEmployee', message: 'No such employee.' });
//
// The server is built by plain `tsc`, which runs no Lingui macro (`msg`, `t`): the comment is what the macros
// compile to, and `lingui extract` (apps/server/lingui.config.ts) reads it as they do. A descriptor stays a value
// until the answer is made; it is then said in the request's language (Accept-Language) by @lingui/core from the
// compiled catalogs (src/core/locales/{en,bn}.ts, made from the .po files by `pnpm --filter @shop/server messages`).
// test/messages.test.ts fails on a message missing from the catalogs, an unused entry, a Bangla entry left
// untranslated and compiled catalogs older than their .po files.
import { type I18n, setupI18n } from '@lingui/core';
import type { Language } from './language.js';
import { messages as bn } from './locales/bn.js';
import { messages as en } from './locales/en.js';

/** A text for people: a catalog message (its English as the default, ICU MessageFormat) and its values. */
export interface Message {
  readonly id: string;
  readonly message: string;
  /** A note for translators (extracted into the catalogs), where the message alone does not say enough. */
  readonly comment?: string;
  readonly values?: { readonly [name: string]: MessageValue };
}

/**
 * A value put into a message: as it is (names, numbers, field names: data), a message of its own (said in the same
 * language), or made for the language (a date).
 */
export type MessageValue = string | number | Message | ((language: Language) => string);

const catalogs: { readonly [L in Language]: I18n } = {
  en: setupI18n({ locale: 'en', messages: { en } }),
  bn: setupI18n({ locale: 'bn', messages: { bn } }),
};

function said(value: MessageValue, language: Language): string | number {
  if (typeof value === 'function') return value(language);
  if (typeof value === 'object') return translate(value, language);
  return value;
}

/** `message` in `language`, its values put in. */
export function translate(message: Message, language: Language): string {
  const values: { [name: string]: string | number } = {};
  for (const [name, value] of Object.entries(message.values ?? {})) values[name] = said(value, language);
  return catalogs[language]._(message.id, values, { message: message.message });
}

/** Messages said one after the other, separated by `separator` (the same in both languages). */
export function joined(messages: readonly Message[], separator: string): (language: Language) => string {
  return (language) => messages.map((message) => translate(message, language)).join(separator);
}
