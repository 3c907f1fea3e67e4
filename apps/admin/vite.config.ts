import { lingui } from '@lingui/vite-plugin';
import { linguiMacro } from '@shop/ui-kit/lingui-macro';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pagePreloads } from './page-preloads';
import { preloadPlan } from './preload-plan';

const reactModules = /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/;
const routerModules =
  /node_modules[\\/]@tanstack[\\/](react-router|router-core|history|store|react-store)[\\/]/;

const queryModules = /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/;

// The ui-kit's dialogs and the controls only signed-in screens use: every list screen loads all of them.
const dialogModules =
  /packages[\\/]ui-kit[\\/]src[\\/](modal|confirm-dialog|select-field|details-list)\.tsx?$/;

// The shop server (apps/server) listens on SERVER_PORT, 3000 by default; `pnpm dev` runs both side by side.
const server = `http://127.0.0.1:${process.env.SERVER_PORT ?? '3000'}`;

const preloads = preloadPlan();

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
    pagePreloads(),
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
          names.some((name) => /\.woff2?$/.test(name)) ? 'assets/[name]-[hash][extname]' : 'assets/[hash][extname]',
        advancedChunks: {
          // React in one long-cached chunk, the router in another: every page needs React; the sign-in screens
          // shown to a signed-out visitor do without the router (src/sign-in-root.tsx). One chunk each compresses
          // better than the several the splitter would otherwise cut them into.
          // TanStack Query in one chunk too: every signed-in page needs most of it, and the `_authed` layout loads it
          // on the way in (the sign-in pages never do); split per importer it came as eight small chunks.
          groups: [
            { name: 'react', test: reactModules },
            { name: 'router', test: routerModules },
            { name: 'query', test: queryModules },
            // One chunk rather than the five the splitter cuts as soon as two screens share different subsets.
            { name: 'dialogs', test: dialogModules, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
