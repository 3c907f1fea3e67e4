import type { Plugin } from 'vite';

/** Compiles Lingui's macros into calls of its runtime (see lingui-macro.mjs). */
export declare function linguiMacro(options?: { keepMessages?: boolean }): Plugin;
