// The server's message catalogs against its code (see src/core/messages.ts): every message the code says is in
// every catalog, every catalog entry is said by the code, the English is the code's, the Bangla is translated with
// the same placeholders, and the compiled catalogs the server loads are those of the .po files. When it fails:
// `pnpm --filter @shop/server messages` extracts and compiles; translate what it adds to src/core/locales/bn.po.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { type CatalogType, type ExtractedCatalogType, getConfig } from '@lingui/conf';
import { languageValues } from '@shop/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages as compiledBn } from '../src/core/locales/bn.js';
import { messages as compiledEn } from '../src/core/locales/en.js';
import { translate } from '../src/core/messages.js';
import { loadOpenApiDocument } from '../src/document/openapi-document.js';
import { refusal } from '../src/handlers/refusals.js';

const serverDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = getConfig({ cwd: serverDir, configPath: path.join(serverDir, 'lingui.config.ts') });

let inCode: ExtractedCatalogType;
let catalogs: { [locale: string]: CatalogType };

beforeAll(async () => {
  const [catalog] = await getCatalogs(config);
  if (catalog === undefined) throw new Error('lingui.config.ts names no catalog');
  // Reading every source file with Lingui's extractor; it throws on one id with two different messages.
  const collected = await catalog.collect();
  if (collected === undefined) throw new Error('the messages could not be extracted');
  inCode = collected;
  catalogs = await catalog.readAll();
});

/** A compiled message's parts: text, placeholders (`[name]`) and plurals (`[name, 'plural', {cases}]`). */
type Compiled = string | ReadonlyArray<unknown>;

/** The names of a compiled message's placeholders, and whether any of its text holds a brace (a quoted one). */
function shapeOf(compiled: unknown): { placeholders: Set<string>; braces: boolean } {
  const placeholders = new Set<string>();
  let braces = false;
  /** A message: text, or a list of texts and placeholders. */
  const message = (parts: unknown): void => {
    if (typeof parts === 'string') {
      if (/[{}]/.test(parts)) braces = true;
    } else if (Array.isArray(parts)) {
      for (const part of parts) {
        if (Array.isArray(part)) placeholder(part);
        else message(part);
      }
    }
  };
  /** `[name]`, or `[name, kind, format]` whose format may hold messages (a plural's cases). */
  const placeholder = ([name, , format]: unknown[]): void => {
    if (typeof name === 'string') placeholders.add(name);
    if (typeof format === 'object' && format !== null)
      for (const branch of Object.values(format)) message(branch);
  };
  message(compiled);
  return { placeholders, braces };
}

/** A catalog's translations compiled as the server loads them. */
function compiledFrom(locale: string, catalog: CatalogType): { [id: string]: Compiled } {
  const translations = Object.fromEntries(
    Object.entries(catalog).map(([id, entry]) => [id, entry.translation ?? '']),
  );
  const { source, errors } = createCompiledCatalog(locale, translations, { namespace: 'json' });
  expect(errors, `messages of ${locale}.po that do not compile`).toEqual([]);
  const parsed: { messages: { [id: string]: Compiled } } = JSON.parse(source);
  return parsed.messages;
}

describe('the message catalogs (src/core/locales)', () => {
  it('are one per language of the document', () => {
    expect([...config.locales].sort()).toEqual([...languageValues].sort());
    expect(config.sourceLocale).toBe('en');
  });

  it('hold every message the code says, and nothing else', () => {
    const said = Object.keys(inCode).sort();
    expect(said.length).toBeGreaterThan(200);
    for (const language of languageValues) {
      const catalog = catalogs[language] ?? {};
      const held = Object.keys(catalog).filter((id) => catalog[id]?.obsolete !== true);
      expect(
        said.filter((id) => !held.includes(id)),
        `in the code, missing from ${language}.po`,
      ).toEqual([]);
      expect(
        Object.keys(catalog).filter((id) => !said.includes(id)),
        `in ${language}.po, said nowhere in the code`,
      ).toEqual([]);
    }
  });

  it('hold the English the code says', () => {
    const english = catalogs.en ?? {};
    const stale = Object.entries(inCode).filter(([id, entry]) => english[id]?.translation !== entry.message);
    expect(stale.map(([id]) => id)).toEqual([]);
  });

  it('have every Bangla message translated, with the placeholders of its English', () => {
    const english = compiledFrom('en', catalogs.en ?? {});
    const bangla = compiledFrom('bn', catalogs.bn ?? {});
    const untranslated: string[] = [];
    const placeholders: string[] = [];
    for (const [id, entry] of Object.entries(catalogs.bn ?? {})) {
      const text = entry.translation ?? '';
      const englishText = catalogs.en?.[id]?.translation ?? '';
      // A message of words must have Bangla in it; one of placeholders and units ("{kb} KB") may read the same.
      const hasWords = /[A-Za-z]{3,}/.test(englishText.replace(/\{[^{}]*\}/g, ''));
      if (text.trim() === '' || (hasWords && !/[\u0980-\u09FF]/.test(text))) untranslated.push(id);
      const want = [...shapeOf(english[id]).placeholders].sort();
      const have = [...shapeOf(bangla[id]).placeholders].sort();
      if (JSON.stringify(want) !== JSON.stringify(have))
        placeholders.push(`${id}: ${have} instead of ${want}`);
    }
    expect(untranslated, 'Bangla entries left untranslated').toEqual([]);
    expect(placeholders, 'Bangla entries with other placeholders than the English').toEqual([]);
  });

  it("quote no placeholder by mistake (ICU reads '{name}' as text: write ''{name}'')", () => {
    for (const [language, catalog] of Object.entries(catalogs)) {
      const compiled = compiledFrom(language, catalog);
      const quoted = Object.keys(compiled).filter((id) => shapeOf(compiled[id]).braces);
      expect(quoted, `${language}.po`).toEqual([]);
    }
  });

  it('are compiled: src/core/locales/{en,bn}.ts hold what the .po files say', () => {
    expect(compiledEn).toEqual(compiledFrom('en', catalogs.en ?? {}));
    expect(compiledBn).toEqual(compiledFrom('bn', catalogs.bn ?? {}));
  });
});

describe('the 403 refusals', () => {
  it("say each owners' operation in its own words, the English made from its summary", () => {
    const owners = loadOpenApiDocument().operations.filter(
      (op) => op.roles.length === 1 && op.roles[0] === 'owner',
    );
    expect(owners.length).toBeGreaterThan(0);
    for (const op of owners) {
      const message = refusal(op);
      expect(message.id, op.operationId).toBe(`refusal.${op.operationId}`);
      const what = op.summary.charAt(0).toLowerCase() + op.summary.slice(1);
      expect(translate(message, 'en')).toBe(`Only the shop owner can ${what}.`);
      expect(translate(message, 'bn')).toMatch(/^শুধু দোকানের মালিক .+।$/);
    }
  });
});
