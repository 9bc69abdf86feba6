import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  // The front ends import the SDK's types only, and of its values only the wire's names (no client code bundled).
  resolve: { alias: { '@gig/sdk/account-status': fileURLToPath(new URL('../../libs/sdk/src/account-status.ts', import.meta.url)) } },
  root,
  base: '/console/',
  publicDir: false,
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  build: {
    outDir: fileURLToPath(new URL('../../dist/apps/console', import.meta.url)),
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    assetsDir: 'assets',
  },
});
