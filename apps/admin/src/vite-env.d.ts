/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the shop API lives; `/api` (same origin) by default. */
  readonly VITE_API_BASE_URL?: string;
  /** Prefix of stored image paths; `/media/` by default. */
  readonly VITE_MEDIA_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A Lingui catalog (`src/locales/{language}/{name}.po`), compiled by Lingui's Vite plugin on import. */
declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}
