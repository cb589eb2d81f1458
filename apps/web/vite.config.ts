import { defineConfig, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export const srcDir = new URL('./src', import.meta.url).pathname;

/**
 * The contract's modules only declare schemas and tables; nothing in them must run for its own sake
 * in the browser. Saying so lets the bundler drop the schemas (and zod) from the landing page's
 * chunk when it only needs a constant.
 */
const contractWithoutSideEffects: Plugin = {
  name: 'contract-without-side-effects',
  transform(code, id) {
    return id.includes('/packages/contract/src/') ? { code, map: null, moduleSideEffects: false } : null;
  },
};

// The plugins are hoisted to the root and typed against the root's Vite (the test runner's);
// this app builds with its own Vite 7, which they support, so only their types are bridged.
const plugins = [react(), tailwindcss(), contractWithoutSideEffects] as unknown as PluginOption[];

// The production server sends a CSP without 'unsafe-inline': the build must emit no inline scripts
// and no data: assets, only hashed files under /assets.
export default defineConfig({
  plugins,
  resolve: { alias: { '@': srcDir } },
  // Stated outright: the React plugin sees the root's Vite 8 and would leave JSX to its defaults.
  esbuild: { jsx: 'automatic', jsxImportSource: 'react' },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    port: 4173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    assetsInlineLimit: 0,
    sourcemap: false,
    target: 'es2022',
  },
});
