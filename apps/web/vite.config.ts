import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';
import { ISLAND_FILES_ID, islandFilesOf } from './src/app/store-page/island-files.ts';

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

/*
 * Two client builds into one dist/: the app (index.html, `vite build`) and the
 * store pages (store.html, `vite build --mode store`). Built apart, the store
 * pages' chunks are cut only along their islands, not along every admin screen
 * that shares a button or an icon with them (a store page then fetched ~30
 * files of ~1 KB); the pieces most islands use travel as one file. That file
 * takes what its modules import along, so the page's own script must import
 * none of them: components/island.tsx stays out of it (it imports the rule
 * the page's script reads, components/island-load.ts), and the runtime comes
 * with the first island due (app/store-page/take-over.tsx). The one piece of
 * the shared package the page's script uses, how a price is written (the cart
 * page's summary), stays out of that file, and so does the error table's code
 * for a status (the request helper's, packages/core/src/shared/error-status.ts).
 */
const storeBuild = (mode: string) => mode === 'store';
/** The shared package's pieces the page's own script uses: how a price is written, an error status's code. */
const PAGE_SCRIPT_SHARES = /packages[\\/]core[\\/]src[\\/]shared[\\/](money|error-status)\.ts$/;
const SHARED_BY_ISLANDS =
  /node_modules[\\/](preact|clsx|class-variance-authority|tailwind-merge|lucide-react|@radix-ui[\\/]react-(slot|compose-refs|primitive|label))[\\/]|src[\\/](lib|components[\\/](field|ui[\\/](button|badge|card|label|skeleton|input)))[\\/.]|packages[\\/]core[\\/](?!src[\\/]shared[\\/](money|error-status)\.ts)/;

/** Writes into store.html the files the islands need beyond their own (src/app/store-page/island-files.ts). */
const islandFiles = (): Plugin => ({
  name: 'vidriera:island-files',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, context) {
      if (!context.bundle) return;
      const chunks = Object.values(context.bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      return [
        {
          tag: 'script',
          attrs: { type: 'application/json', id: ISLAND_FILES_ID },
          children: JSON.stringify(islandFilesOf(chunks)),
          injectTo: 'body',
        },
      ];
    },
  },
});

export default defineConfig(({ mode }) => ({
  plugins: [...(onReact ? [] : [preact()]), tailwindcss(), ...(storeBuild(mode) ? [islandFiles()] : [])],
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
    emptyOutDir: !storeBuild(mode),
    manifest: storeBuild(mode) ? '.vite/store-manifest.json' : true,
    // Vite's own preloading asks for every file of an island in the task that starts it, one long
    // task; a store page asks for them itself, one a task (src/app/store-page/island-files.ts).
    modulePreload: storeBuild(mode) ? false : undefined,
    rolldownOptions: {
      input: fileURLToPath(new URL(storeBuild(mode) ? './store.html' : './index.html', import.meta.url)),
      output: storeBuild(mode)
        ? {
            codeSplitting: {
              groups: [
                // What the page's own script shares with the islands travels apart, so an island that writes a price
                // itself does not put the whole islands' file into the first download.
                { name: 'page-common', test: PAGE_SCRIPT_SHARES, priority: 2 },
                { name: 'islands-common', test: SHARED_BY_ISLANDS, minShareCount: 2, priority: 1 },
              ],
            },
          }
        : {},
      // preact/compat has no useOptimistic: React Router reads it by name and falls back without it, so the
      // build's warning that the import is undefined on every app build says nothing to act on.
      onLog(level, log, handler) {
        if (!onReact && log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
      treeshake: {
        // Our shared domain package builds its zod schemas at module level; they are pure,
        // so a screen that needs one constant must not pull zod into the first download.
        moduleSideEffects: (id) => !/[\\/]packages[\\/]core[\\/]/.test(id),
      },
    },
  },
}));
