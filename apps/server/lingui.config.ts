import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The server's messages: extracted from src (descriptors marked /*i18n*/, see src/core/messages.ts) into
// src/core/locales/{locale}.po, compiled to src/core/locales/{locale}.ts. `pnpm messages` runs both.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'bn'],
  catalogs: [{ path: '<rootDir>/src/core/locales/{locale}', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
