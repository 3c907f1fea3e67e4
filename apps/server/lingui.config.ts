import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The server's messages: extracted from src (descriptors marked /*i18n*/, see src/i18n/messages.ts) into
// src/locales/{locale}.po, compiled to src/locales/{locale}.ts. `pnpm messages` runs both.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'bn'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
