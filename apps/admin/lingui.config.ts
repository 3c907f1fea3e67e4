import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { languageValues } from '@shop/sdk';

// Messages are extracted from the code into two catalogs per language, so that the sign-in screens download only
// their own: `signin` (the signed-out screens, what every page may show, the ui-kit's defaults) and `app` (the
// signed-in screens), which the `_authed` layout loads. `pnpm test` fails on a message of the code missing from a
// catalog, on an entry no code uses, and on a Bangla entry left untranslated (scripts/check-messages.ts).
const signinFiles = [
  '<rootDir>/src/features/auth',
  '<rootDir>/src/features/route-states',
  '<rootDir>/src/app/field-errors.ts',
  '<rootDir>/src/app/language-select.tsx',
  '<rootDir>/src/routes/login.tsx',
  '<rootDir>/src/routes/recover-pass-one.tsx',
  '<rootDir>/src/routes/register.$token.tsx',
  '<rootDir>/src/routes/resetEmployeePassword.$token.tsx',
  '<rootDir>/../../packages/ui-kit/src',
];
const tests = ['**/*.test.ts', '**/*.test.tsx', '**/-tests/**', '<rootDir>/src/test/**', '**/gallery/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: [...languageValues],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/signin', include: signinFiles, exclude: tests },
    {
      path: '<rootDir>/src/locales/{locale}/app',
      include: ['<rootDir>/src'],
      // Folders as globs: an exclude matches files.
      exclude: [...signinFiles.map((path) => (/\.tsx?$/.test(path) ? path : `${path}/**`)), ...tests],
    },
  ],
});
