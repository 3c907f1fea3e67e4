import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const frameworkModules =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store))[\\/]/;

// The shop server (apps/server) listens on SERVER_PORT, 3000 by default; `pnpm dev` runs both side by side.
const server = `http://127.0.0.1:${process.env.SERVER_PORT ?? '3000'}`;

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
    react(),
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
    rolldownOptions: {
      output: {
        advancedChunks: {
          // React and the router in one long-cached chunk: every page needs all of it, and one chunk compresses
          // better than the several the splitter would otherwise cut it into.
          groups: [{ name: 'framework', test: frameworkModules }],
        },
      },
    },
  },
});
