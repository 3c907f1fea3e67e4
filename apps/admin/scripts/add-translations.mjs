// Fills a language's catalogs from JSON files of `{ "English message": "translation" }`:
// `node scripts/add-translations.mjs bn words.json [more.json ...]`. Only entries still untranslated are filled
// (a translation made in the catalog wins); prints the English messages still untranslated afterwards.
import { readFileSync } from 'node:fs';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const [locale, ...files] = process.argv.slice(2);
if (!locale || files.length === 0) {
  console.error('usage: node scripts/add-translations.mjs <locale> <file.json> [...]');
  process.exit(2);
}
const words = Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(file, 'utf8'))));
const config = getConfig({ cwd: new URL('..', import.meta.url).pathname });
const left = new Set();
for (const catalog of await getCatalogs(config)) {
  const messages = (await catalog.read(locale)) ?? {};
  for (const entry of Object.values(messages)) {
    if (entry.obsolete || entry.translation) continue;
    const translation = words[entry.message ?? ''];
    if (translation) entry.translation = translation;
    else left.add(entry.message);
  }
  await catalog.write(locale, messages);
}
for (const message of left) console.log(`untranslated: ${JSON.stringify(message)}`);
