import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { languageValues, type Schema } from '@shop/sdk';

/** A language of the back office: English (`en`, the default) or Bangla (`bn`). */
export type Language = Schema<'Language'>;

/** Where the choice is remembered, per browser. */
export const LANGUAGE_STORAGE_KEY = 'shop.language';

/**
 * The cookie that tells the shop server the language shown, so that the page it serves names that language's
 * messages for download beside the code (apps/server/src/http/page-preloads.ts reads it by this name).
 */
export const LANGUAGE_COOKIE = 'shop.language';

/** The cookie's `Set-Cookie`-style text for `document.cookie`: a year, every path, never sent cross-site. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * The catalogs messages are split into (see lingui.config.ts): `common` is loaded before the first page, `signin` by
 * the signed-out screens, `app` by the signed-in layout, and the area of the page opened (`catalogue`, `orders`,
 * `settings`: see message-areas.ts) beside it; `changes` (the change log's words) by what shows the change log
 * (useMessages).
 */
export type CatalogName = 'common' | 'signin' | 'app' | 'catalogue' | 'orders' | 'settings' | 'changes';

// Every catalog of every language, each its own chunk, downloaded only when loaded: only in the language in use.
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/*.po');

function isLanguage(value: string | null | undefined): value is Language {
  return languageValues.some((language) => language === value);
}

/**
 * The language a browser prefers: the first of its languages that the back office has (`bn-BD` is Bangla), else
 * English.
 */
export function preferredLanguage(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/** The remembered choice, else the browser's preference. */
export function readLanguage(
  storage: Pick<Storage, 'getItem'>,
  browserLanguages: readonly string[],
): Language {
  try {
    const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage that cannot be read: the browser's preference.
  }
  return preferredLanguage(browserLanguages);
}

/**
 * The app's language: the Lingui instance every screen translates with, the catalogs loaded so far, and the choice
 * (remembered per browser, and followed when another tab changes it).
 */
export class LanguageChoice {
  readonly i18n: I18n = setupI18n();
  private readonly needed = new Set<CatalogName>(['common']);
  private readonly loaded = new Set<string>();
  private wanted: Language;

  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'>,
    browserLanguages: readonly string[],
    /** Told the language each time one is shown (the browser's entry writes the cookie with it). */
    private readonly shown: (language: Language) => void = () => {},
  ) {
    this.wanted = readLanguage(storage, browserLanguages);
  }

  /** The language shown now (the one being switched to once its catalogs are in). */
  get current(): Language {
    return this.wanted;
  }

  /** Loads the `common` catalog of the chosen language and shows it: before the first render. */
  start(): Promise<void> {
    return this.show(this.wanted);
  }

  /** Makes sure a catalog is loaded (in the language shown, and in any chosen later). */
  async need(...names: ReadonlyArray<CatalogName | undefined>): Promise<void> {
    const wanted = names.filter((name) => name !== undefined);
    for (const name of wanted) this.needed.add(name);
    await Promise.all(wanted.map((name) => this.load(this.wanted, name)));
  }

  /** Whether a catalog is loaded in the language shown. */
  has(name: CatalogName): boolean {
    return this.loaded.has(`${this.i18n.locale}/${name}`);
  }

  /** Shows another language, once its catalogs are loaded, and remembers it. */
  async choose(language: Language): Promise<void> {
    try {
      this.storage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Not remembered (storage full or refused): still shown in this tab.
    }
    await this.show(language);
  }

  /** Follows a choice made in another tab. */
  async reload(browserLanguages: readonly string[]): Promise<void> {
    const language = readLanguage(this.storage, browserLanguages);
    if (language !== this.i18n.locale) await this.show(language);
  }

  private async show(language: Language): Promise<void> {
    this.wanted = language;
    await Promise.all([...this.needed].map((name) => this.load(language, name)));
    // A later choice was made while these loaded: it shows instead.
    if (this.wanted !== language) return;
    this.i18n.activate(language);
    if (typeof document !== 'undefined') document.documentElement.lang = language;
    this.shown(language);
  }

  private async load(language: Language, name: CatalogName): Promise<void> {
    const key = `${language}/${name}`;
    if (this.loaded.has(key)) return;
    const catalog = catalogs[`../locales/${key}.po`];
    if (!catalog) throw new Error(`No catalog ${key}`);
    const { messages } = await catalog();
    this.i18n.load(language, messages);
    this.loaded.add(key);
  }
}
