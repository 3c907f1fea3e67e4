// Fails (exit 1) when the message catalogs and the code disagree: a message of the code missing from a catalog (run
// `pnpm --filter @shop/admin messages` to add it), an entry no code uses any more (the same command removes it), or
// an entry of a language other than English left untranslated. Run by `pnpm test` and by the build's CI.
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const config = getConfig({ cwd: new URL('..', import.meta.url).pathname });
const problems = [];
for (const catalog of await getCatalogs(config)) {
  const name = catalog.path.replace(config.rootDir, '.');
  const inCode = await catalog.collect();
  const stored = await catalog.readAll();
  for (const locale of config.locales) {
    const messages = stored[locale] ?? {};
    for (const [id, entry] of Object.entries(inCode))
      if (!(id in messages)) problems.push(`${name} (${locale}): missing "${entry.message ?? id}"`);
    for (const [id, entry] of Object.entries(messages)) {
      if (entry.obsolete) continue;
      if (!(id in inCode)) problems.push(`${name} (${locale}): no code uses "${entry.message ?? id}"`);
      else if (locale !== config.sourceLocale && !entry.translation)
        problems.push(`${name} (${locale}): untranslated "${entry.message ?? id}"`);
    }
  }
}
if (problems.length > 0) {
  console.error(`${problems.length} problems with the message catalogs:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('message catalogs: every message of the code is in every catalog, translated, and used');
