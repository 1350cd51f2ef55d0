import { defineConfig } from 'vite';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';

// Resolved from this file so that `vite build` works from the repository root as well as from apps/web.
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/development[/\\]index\.m?js$/, 'production/index.mjs');

// Lingui's plugin and macro look for their config from the working directory; `npm run dev` starts Vite from the
// repository root, so both are pointed at this app's config.
const linguiConfig = `${webRoot}lingui.config.ts`;
process.env.LINGUI_CONFIG ??= linguiConfig;

export default defineConfig(({ command }) => ({
  root: webRoot,
  // Lingui's macros (t`…`, <Trans>) compile to message ids at build time; the plugin compiles each language's PO
  // catalogue when the app imports it, so every catalogue is its own lazily loaded chunk.
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui({ configPath: linguiConfig }),
  ],
  resolve: {
    // react-router's package exports point at its development build (extra checks and warnings); the production
    // build it ships beside it is what a release should carry.
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    outDir: `${webRoot}dist`,
    emptyOutDir: true,
    // Kept for error reporting but not referenced from the bundles; scripts/build.mjs moves them out of dist.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: the chunk graph the bundle budget (scripts/check-bundle.mjs) reads.
    manifest: true,
    rollupOptions: {
      output: {
        // React, the router and TanStack Query change rarely: a separate chunk stays cached across releases.
        manualChunks(id) {
          if (
            /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(react-query|query-core))\//.test(
              id,
            )
          )
            return 'vendor';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // `npm run dev` moves the api with DEV_API_ORIGIN; the page's origin stays the browser's (back-office mode).
    proxy: { '/api': { target: process.env.DEV_API_ORIGIN ?? 'http://localhost:8080', changeOrigin: false } },
  },
  preview: { port: 4173 },
}));
