import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiMacro } from '../build/lingui-macro.mjs';

export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  plugins: [linguiMacro({ keepMessages: true }), react()],
  build: { outDir: '../dist/gallery', emptyOutDir: true },
});
