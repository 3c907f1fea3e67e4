import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { languageValues } from '@shop/sdk';
import { areaFolders } from './src/app/message-areas';

// Messages are extracted from the code into catalogs per language, so that a page downloads only its own: `common`
// (what every page may show, signed in or not: the ui-kit's defaults, the route states, field errors, the language
// select), loaded before the first page; `signin` (the signed-out screens only), loaded by those screens; `app` (what
// every signed-in page may show), which the `_authed` layout loads; and one per area of the signed-in screens, loaded
// with that area's pages. `pnpm test` fails on a message of the code missing from a catalog, on an entry no code
// uses, and on a Bangla entry left untranslated (scripts/check-messages.mjs).
const commonFiles = [
  '<rootDir>/src/features/route-states',
  '<rootDir>/src/app/field-errors.ts',
  '<rootDir>/src/app/language-select.tsx',
  '<rootDir>/../../packages/ui-kit/src',
];
// The signed-out screens (sign in, recover, register, reset): a signed-in page never shows them. The signed-in
// password change is the settings area's (areaFiles), with the new-password fields it shares with them.
const signinFiles = [
  '<rootDir>/src/features/auth',
  '<rootDir>/src/routes/login.tsx',
  '<rootDir>/src/routes/recover-pass-one.tsx',
  '<rootDir>/src/routes/register.$token.tsx',
  '<rootDir>/src/routes/resetEmployeePassword.$token.tsx',
];
const changePasswordFile = '<rootDir>/src/features/auth/change-password-form.tsx';
// A token's scopes and an order's sources in words: shown by one area's screens (the API tokens: settings; an order's
// view and entry: orders) and in the change log, so in those catalogs rather than in every signed-in page's `app`.
const apiScopeNamesFile = '<rootDir>/src/app/api-scope-names.ts';
const orderSourceNamesFile = '<rootDir>/src/app/order-source-names.ts';
// The signed-in screens' messages by area: each area's catalog is loaded with the pages of that area; `app` holds
// the rest (the shell, hubs, palette, list screens, routes).
const areas = areaFolders;
// Shared field definitions only one area's pages use: their words go with that area, not into every page's `app`.
const areaFiles: Partial<Record<keyof typeof areas, string[]>> = {
  orders: [
    '<rootDir>/src/list-screens/customer-fields.ts',
    '<rootDir>/src/list-screens/address-fields.ts',
    orderSourceNamesFile,
  ],
  settings: [changePasswordFile, '<rootDir>/src/features/auth/new-password-fields.tsx', apiScopeNamesFile],
};
// The change log's words (114 operation names, the records, the roles, how a change reads): loaded by what shows
// the change log (the Activity page, a record's History tab, an order's timeline), not by every page.
const changesFiles = [
  '<rootDir>/src/list-screens/change-words.ts',
  '<rootDir>/src/list-screens/change-value.tsx',
  '<rootDir>/src/list-screens/change-field-list.tsx',
  '<rootDir>/src/list-screens/change-fields.ts',
  apiScopeNamesFile,
  orderSourceNamesFile,
  '<rootDir>/src/list-screens/webhook-disabled-reason-names.ts',
];
const tests = ['**/*.test.ts', '**/*.test.tsx', '**/-tests/**', '<rootDir>/src/test/**', '**/gallery/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: [...languageValues],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/common', include: commonFiles, exclude: tests },
    {
      path: '<rootDir>/src/locales/{locale}/signin',
      include: signinFiles,
      exclude: [changePasswordFile, ...tests],
    },
    ...Object.entries(areas).map(([name, folders]) => ({
      path: `<rootDir>/src/locales/{locale}/${name}`,
      include: [
        ...folders.map((folder) => `<rootDir>/src/features/${folder}`),
        ...(areaFiles[name as keyof typeof areas] ?? []),
      ],
      exclude: tests,
    })),
    { path: '<rootDir>/src/locales/{locale}/changes', include: changesFiles, exclude: tests },
    {
      path: '<rootDir>/src/locales/{locale}/app',
      include: ['<rootDir>/src'],
      // Folders as globs: an exclude matches files.
      exclude: [
        ...[...commonFiles, ...signinFiles].map((path) => (/\.tsx?$/.test(path) ? path : `${path}/**`)),
        ...changesFiles,
        ...Object.values(areaFiles).flat(),
        ...Object.values(areas).flatMap((folders) =>
          folders.map((folder) => `<rootDir>/src/features/${folder}/**`),
        ),
        ...tests,
      ],
    },
  ],
});
