import { lingui } from '@lingui/vite-plugin';
import { linguiMacro } from '@shop/ui-kit/lingui-macro';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkPlan, DIALOG_MODULES, LIBRARY_MODULES, REACT_MODULES } from './chunk-plan';
import { pagePreloads } from './page-preloads';
import { precompress } from './precompress';
import { preloadPlan } from './preload-plan';

// The shop server (apps/server) listens on SERVER_PORT, 3000 by default; `pnpm dev` runs both side by side.
const server = `http://127.0.0.1:${process.env.SERVER_PORT ?? '3000'}`;

const preloads = preloadPlan();
const chunks = chunkPlan();

export default defineConfig({
  plugins: [
    // Before React's plugin. It reads tsr.config.json, keeps src/routeTree.gen.ts current and loads each route's
    // loader and component on demand, in one chunk per route: only the route definitions are in the first download.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['errorComponent'],
          ['notFoundComponent'],
          ['pendingComponent'],
        ],
      },
    }),
    // Lingui's macros compiled into runtime calls; its catalogs (.po) compiled on import, a build failing on a
    // message that does not compile.
    linguiMacro(),
    lingui({ failOnCompileError: true }),
    react(),
    preloads.plugin,
    chunks.plugin,
    pagePreloads(),
    precompress(),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': server, '/media': server },
  },
  preview: { port: 4173, proxy: { '/api': server, '/media': server } },
  build: {
    // The manifest tells the bundle-size benchmark which chunks each page loads.
    manifest: true,
    // Every browser the app supports (ES2022 with module scripts) preloads modules natively: the polyfill would be
    // 1.6 kB of the sign-in page for nothing.
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      output: {
        // Scripts and stylesheets named by their content's hash alone: every on-demand import's list of files to
        // preload names them, and the lists of every screen are in the first download (the route tree's); the build
        // manifest tells which source each file holds. Fonts, which no list names, keep their names.
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: ({ names }) =>
          names.some((name) => /\.woff2?$/.test(name))
            ? 'assets/[name]-[hash][extname]'
            : 'assets/[hash][extname]',
        advancedChunks: {
          // React in one long-cached chunk: every page needs it. The router and TanStack Query in another: every
          // signed-in page needs both, the sign-in screens shown to a signed-out visitor neither
          // (src/sign-in-root.tsx). Then the app's own code of the signed-in frame and of the list screens
          // (chunk-plan.ts): a page's files each cost a request, and the splitter would cut dozens of small ones.
          groups: [
            { name: 'react', test: REACT_MODULES },
            { name: 'signed-in-libraries', test: LIBRARY_MODULES },
            // Each group holds every module it needs beyond what the entry loads (chunk-plan.ts), so that its
            // chunk never imports one that imports it back: no need to pull dependencies in.
            ...chunks.groups.map((group) => ({ ...group, includeDependenciesRecursively: false })),
            // The ui-kit's dialogs and the controls only signed-in screens use (every list screen loads all of
            // them): one chunk rather than the five the splitter cuts as soon as two screens share different subsets.
            { name: 'dialogs', test: DIALOG_MODULES, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
