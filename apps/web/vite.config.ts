import { defineConfig, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';

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
/**
 * The stylesheet goes into index.html as a <style> element (the CSP allows inline styles, not
 * inline scripts): a linked one blocks the first paint until it has arrived, one more round trip
 * on a phone. It is the whole of Tailwind's output, about 8 KB compressed, and every route uses it.
 * The entry's stylesheets are taken off its chunk before Vite writes the page's <link> and the
 * lazily loaded chunks' preload lists (both in generateBundle), so no route downloads it again.
 */
const inlinedStylesheets = new Set<string>();
const inlineStylesheet: Plugin = {
  name: 'inline-stylesheet',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.viteMetadata) continue;
        for (const css of chunk.viteMetadata.importedCss) inlinedStylesheets.add(css);
        chunk.viteMetadata.importedCss.clear();
      }
    },
  },
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      const styles = [...inlinedStylesheets].map((file) => {
        const asset = ctx.bundle?.[file];
        if (asset?.type !== 'asset') throw new Error(`inline-stylesheet: ${file} is not in the bundle`);
        delete ctx.bundle?.[file];
        return `<style>${String(asset.source)}</style>`;
      });
      return html.replace('</head>', `${styles.join('')}</head>`);
    },
  },
};

/**
 * Brotli (.br, best quality) and gzip (.gz, level 9) copies of every text file of the build,
 * made once here rather than on every request; the server sends the copy the browser accepts
 * (@fastify/static's preCompressed, apps/server/src/http/web-app.ts). A copy that would not be
 * smaller is not written.
 */
const precompressed = compression({
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
  logLevel: 'silent',
});

const plugins = [
  react(),
  tailwindcss(),
  contractWithoutSideEffects,
  inlineStylesheet,
  precompressed,
] as unknown as PluginOption[];

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
