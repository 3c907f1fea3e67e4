// @ts-check
// Plain JavaScript: Vite loads the config files that import it with Node, which runs no TypeScript from a package.
import { transformAsync } from '@babel/core';

/** Source files that may import a Lingui macro (`@lingui/core/macro`, `@lingui/react/macro`). */
const sourceFile = /\.(tsx?|jsx?)$/;
const macroImport = /from ['"]@lingui\/(core|react)\/macro['"]/;

/**
 * Compiles Lingui's macros (`msg`, `t`, `<Trans>`, `useLingui`) into calls of its runtime, with Babel and Lingui's
 * own macro plugin. Vite 8's React plugin no longer runs Babel, and the Babel plugin for Rolldown needs Node 22: this
 * is the same transform, run only on the files that import a macro. In a production build the macro leaves only each
 * message's id in the code (the texts come from the compiled catalogs); elsewhere it keeps the English text too.
 * @param {{ keepMessages?: boolean }} [options] `keepMessages`: keep the English texts in a production build too (for
 *   a page with no catalogs, the ui-kit's gallery).
 * @returns {import('vite').Plugin}
 */
export function linguiMacro(options = {}) {
  return {
    name: 'shop-lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!sourceFile.test(file) || file.includes('/node_modules/') || !macroImport.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: [
          options.keepMessages
            ? ['@lingui/babel-plugin-lingui-macro', { stripNonEssentialFields: false }]
            : '@lingui/babel-plugin-lingui-macro',
        ],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map ?? null };
    },
  };
}
