import { defineConfig } from 'vite';

/*
 * The production server: `npm run build` bundles src/main.ts and our own
 * packages (@vidriera/core, @vidriera/db, TypeScript sources) into
 * dist/main.js; every npm dependency stays external, loaded from node_modules.
 * `npm start` runs it with plain Node, no TypeScript loader at run time.
 */
export default defineConfig({
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
  },
  ssr: { target: 'node', noExternal: [/^@vidriera\//] },
});
