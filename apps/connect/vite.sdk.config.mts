import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('../../dist/apps/connect', import.meta.url)),
    emptyOutDir: false,
    target: 'es2017',
    sourcemap: false,
    lib: {
      entry: fileURLToPath(new URL('src/sdk/gig-connect.loader.ts', import.meta.url)),
      name: 'GigConnect',
      formats: ['iife'],
      fileName: () => 'sdk.js',
    },
  },
});
