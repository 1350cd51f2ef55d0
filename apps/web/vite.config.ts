import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Resolved from this file so that `vite build` works from the repository root as well as from apps/web.
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: `${webRoot}dist`,
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // React, the router and TanStack Query change rarely: a separate chunk stays cached across releases.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router|@tanstack)\//.test(id)) return 'vendor';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
  preview: { port: 4173 },
});
