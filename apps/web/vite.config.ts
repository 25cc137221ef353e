import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

/*
 * `npm run dev -w @vidriera/web` serves the app on :5173 and passes /api and /uploads
 * to the server. The server accepts state changes only from its PUBLIC_URL origin,
 * so run it with PUBLIC_URL=http://localhost:5173 while developing this way.
 */
const api = 'http://localhost:3000';

/**
 * React's API on Preact's runtime (docs/decisions/005): `react` and `react-dom`
 * resolve to preact/compat. `WEB_RUNTIME=react npm run build` builds the same
 * code on React itself, to measure the two (bench/README.md).
 */
const onReact = process.env.WEB_RUNTIME === 'react';

export default defineConfig({
  plugins: [...(onReact ? [] : [preact()]), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // The store pages' server renderer (src/entry-server.tsx → dist/server) bundles every package,
  // so the libraries it renders resolve `react` to Preact as the browser's do.
  ssr: { noExternal: true },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/uploads': { target: api, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      // The app (index.html) and the store pages' shell, whose only script brings their islands to life (store.html).
      input: { app: fileURLToPath(new URL('./index.html', import.meta.url)), store: fileURLToPath(new URL('./store.html', import.meta.url)) },
      treeshake: {
        // Our shared domain package builds its zod schemas at module level; they are pure,
        // so a screen that needs one constant must not pull zod into the first download.
        moduleSideEffects: (id) => !/[\\/]packages[\\/]core[\\/]/.test(id),
      },
    },
  },
});
