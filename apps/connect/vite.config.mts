import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/connect/',
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('../../dist/apps/connect', import.meta.url)),
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    assetsDir: 'assets',
  },
});
