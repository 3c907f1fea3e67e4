import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { languageValues } from '@shop/sdk';
import { type Language, preferredLanguage } from '../core/language.js';
import { type KeptBody, keptResponse } from './asset-cache.js';

/**
 * The cookie in which the admin app says the language it shows (apps/admin/src/app/language.ts writes it by this
 * name): a page is served naming that language's messages.
 */
export const LANGUAGE_COOKIE = 'shop.language';

/** The language the app will show a page in: the one its cookie says, else the browser's (`Accept-Language`). */
export function pageLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  return languageValues.find((language) => language === cookie) ?? preferredLanguage(acceptLanguage);
}

/** Written by the admin's build (apps/admin/page-preloads.ts), beside its manifest. */
const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

interface PagePreload {
  js: string[];
  css: string[];
  /** The page's messages, by language (older builds name none). */
  messages: Map<string, string[]>;
}

interface Page {
  pattern: RegExp;
  /** The page in each language: naming that language's messages, and saying it on `<html lang>`. */
  html: ReadonlyMap<Language, KeptBody>;
}

interface Build {
  /** Which files the pages were made from: another build (a new index.html or list) makes them again. */
  version: string;
  pages: Page[];
}

/**
 * The admin app's index.html for a deep link, naming every file that page needs up front: its JavaScript as
 * `<link rel="modulepreload">` and its stylesheets as `<link rel="stylesheet">`, from the list the admin's build
 * writes for each route. Without them the browser learns of the files level after level (the entry, the app, the
 * router's chunks for the page, each with their imports), a round trip each; with them it fetches all at once
 * after the HTML. Stylesheets are linked, not preloaded: Vite's loader adds a stylesheet to the page itself unless
 * the page already has it, so a preload would be applied only once the route loads. The page's messages are named
 * in the language the app will show it in (the caller says which: the app's cookie, else the browser's languages),
 * which `<html lang>` says too. The variants are made once per build and language and kept in memory with a gzip
 * copy. A build without the list (an older one), or whose list is not the
 * index.html's, gets no preloads: `response` answers undefined, and the plain index.html is served as before.
 */
export class PagePreloads {
  readonly #distDir: string;
  readonly #onUnreadable: (line: string, error?: unknown) => void;
  #build: Build | undefined;

  constructor(distDir: string, onUnreadable: (line: string, error?: unknown) => void) {
    this.#distDir = distDir;
    this.#onUnreadable = onUnreadable;
  }

  /**
   * index.html with the preloads of the page at `pathname`, its messages those of `language` (the one the app will
   * show it in), or undefined when there is none to name.
   */
  response(
    pathname: string,
    language: Language,
    method: string,
    acceptEncoding: string | undefined,
    headers: { [name: string]: string },
  ): Response | undefined {
    const html = this.#current()
      ?.pages.find(({ pattern }) => pattern.test(pathname))
      ?.html.get(language);
    return html === undefined ? undefined : keptResponse(html, method, acceptEncoding, headers);
  }

  /** The text of index.html with the preloads of the page at `pathname` in `language`, or undefined (none to name). */
  html(pathname: string, language: Language): string | undefined {
    return this.#current()
      ?.pages.find(({ pattern }) => pattern.test(pathname))
      ?.html.get(language)
      ?.body.toString('utf8');
  }

  #current(): Build | undefined {
    const indexFile = path.join(this.#distDir, 'index.html');
    const listFile = path.join(this.#distDir, PAGE_PRELOADS_FILE);
    const index = statSync(indexFile, { throwIfNoEntry: false });
    const list = statSync(listFile, { throwIfNoEntry: false });
    if (index === undefined || list === undefined) return undefined;
    const version = [index.mtimeMs, index.size, list.mtimeMs, list.size].join(':');
    if (this.#build?.version !== version) this.#build = { version, pages: this.#read(indexFile, listFile) };
    return this.#build;
  }

  #read(indexFile: string, listFile: string): Page[] {
    const html = readFileSync(indexFile, 'utf8');
    let list: { entry: string; pages: Map<string, PagePreload> };
    try {
      list = parseList(readFileSync(listFile, 'utf8'));
    } catch (error) {
      this.#onUnreadable(
        `the admin build's ${PAGE_PRELOADS_FILE} cannot be read: its pages are served without preloads`,
        error,
      );
      return [];
    }
    const base = assetBase(html, list.entry);
    if (base === undefined || html.indexOf('</head>') < 0) {
      this.#onUnreadable(
        `the admin build's ${PAGE_PRELOADS_FILE} is not its index.html's: pages served without preloads`,
      );
      return [];
    }
    // Stylesheets go first, before the first script, index.html's then the page's (in that order, as the cascade
    // wants): the page's first paint waits for every one of them, and the browser asks for the files in the order
    // the HTML names them.
    const ownStyles = [
      ...html.slice(0, html.indexOf('</head>')).matchAll(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g),
    ];
    let rest = html;
    for (const [tag] of ownStyles) rest = rest.replace(tag, '');
    const head = rest.indexOf('</head>');
    const firstScript = rest.indexOf('<script');
    const styles = firstScript >= 0 && firstScript < head ? firstScript : head;
    const indent = '\n    ';
    const ownStyleTags = ownStyles.map(([tag]) => `${tag.trim()}${indent}`).join('');
    /** The tags naming `files` that index.html does not name already. */
    const tags = (rel: string, files: readonly string[]) =>
      files
        .map((file) => base + file)
        .filter((href) => !html.includes(`"${href}"`))
        .map((href) => `<link rel="${rel}" crossorigin href="${attribute(href)}">${indent}`)
        .join('');
    return [...list.pages]
      .sort(([a], [b]) => parameters(a) - parameters(b))
      .map(([fullPath, page]) => {
        const stylesheets = tags('stylesheet', page.css);
        const variants = new Map<Language, KeptBody>();
        for (const language of languageValues) {
          const scripts = tags('modulepreload', [...page.js, ...(page.messages.get(language) ?? [])]);
          const text = (
            rest.slice(0, styles) +
            ownStyleTags +
            stylesheets +
            rest.slice(styles, head) +
            scripts +
            rest.slice(head)
          ).replace(/<html lang="[^"]*">/, `<html lang="${language}">`);
          const body = Buffer.from(text);
          variants.set(language, { body, gzip: gzipSync(body), type: 'text/html; charset=utf-8' });
        }
        return { pattern: pathPattern(fullPath), html: variants };
      });
  }
}

function parseList(text: string): { entry: string; pages: Map<string, PagePreload> } {
  const parsed: unknown = JSON.parse(text);
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    !('entry' in parsed) ||
    typeof parsed.entry !== 'string' ||
    !('pages' in parsed) ||
    typeof parsed.pages !== 'object' ||
    parsed.pages === null
  ) {
    throw new Error('expected {entry, pages}');
  }
  const pages = new Map<string, PagePreload>();
  for (const [fullPath, page] of Object.entries(parsed.pages)) {
    if (typeof page !== 'object' || page === null || !('js' in page) || !('css' in page)) {
      throw new Error(`${fullPath}: expected {js, css}`);
    }
    const messages = new Map<string, string[]>();
    if ('messages' in page && typeof page.messages === 'object' && page.messages !== null) {
      for (const [language, list] of Object.entries(page.messages)) messages.set(language, files(list));
    }
    pages.set(fullPath, { js: files(page.js), css: files(page.css), messages });
  }
  return { entry: parsed.entry, pages };
}

function files(value: unknown): string[] {
  if (!Array.isArray(value)) throw new Error('expected a list of files');
  return value.map((item: unknown) => {
    if (typeof item !== 'string') throw new Error('expected a list of files');
    return item;
  });
}

/**
 * The base path of the build's assets, as index.html's module script names the entry (`/assets/index-x.js` for the
 * entry `assets/index-x.js`: `/`); undefined when it names another entry.
 */
function assetBase(html: string, entry: string): string | undefined {
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = /\ssrc="([^"]*)"/.exec(tag)?.[1];
    if (/\stype="module"/.test(tag) && src?.endsWith(entry)) return src.slice(0, src.length - entry.length);
  }
  return undefined;
}

/** A route's full path as the router matches it: `$name` one segment, a trailing slash allowed. */
function pathPattern(fullPath: string): RegExp {
  const segments = fullPath
    .replace(/\/$/, '')
    .split('/')
    .map((segment) =>
      segment.startsWith('$') ? '[^/]+' : segment.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^${segments.join('/')}/?$`);
}

/** How many parameters a full path has: a route with fewer is tried first, as the router prefers it. */
function parameters(fullPath: string): number {
  return fullPath.split('/').filter((segment) => segment.startsWith('$')).length;
}

function attribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}
