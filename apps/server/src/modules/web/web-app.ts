import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { StorePage } from '@vidriera/core';
import type { FastifyInstance } from 'fastify';
import { injectHead, type PageHead } from './page-head';

const MISSING_BUILD = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Vidriera</title><!--app-head--></head>
<body><p>La interfaz no está compilada. Ejecuta <code>npm run build</code> y vuelve a iniciar el servidor.</p></body></html>`;

/** The web build's renderer of store pages (apps/web/src/entry-server.tsx, built to dist/server). */
interface StorePageRenderer {
  renderStorePage(page: StorePage): string;
}

/** Where the store page's markup goes in store.html. */
const STORE_PAGE = '<!--store-page-->';

export interface WebApp {
  /** The single-page app's document (landing, sign-in, admin) with this page's head tags. */
  appDocument(head: PageHead): string;
  /** A store page's whole document: store.html, its head tags and the page the renderer draws. */
  storeDocument(head: PageHead, page: StorePage): string;
}

/**
 * Serves the web build: hashed assets cached for a year, and the two page
 * shells the build writes: index.html (the app, rendered in the browser) and
 * store.html (store pages, rendered here by the build's renderer; the one
 * script in it brings their islands to life). The test server's store pages
 * ask the browser to check every island's hydration (data-check-hydration).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: { checkHydration?: boolean } = {},
): Promise<WebApp> {
  if (existsSync(join(distDir, 'assets'))) {
    await app.register(fastifyStatic, {
      root: join(distDir, 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      index: false,
      preCompressed: true,
    });
  }
  registerInstallableAdmin(app, distDir);
  const shell = (file: string) =>
    existsSync(join(distDir, file)) ? readFileSync(join(distDir, file), 'utf8') : MISSING_BUILD;
  const appShell = shell('index.html');
  const storeShell = options.checkHydration
    ? shell('store.html').replace('<html ', '<html data-check-hydration ')
    : shell('store.html');
  const rendererFile = join(distDir, 'server', 'entry-server.js');
  const renderer =
    existsSync(rendererFile) && storeShell.includes(STORE_PAGE)
      ? ((await import(pathToFileURL(rendererFile).href)) as StorePageRenderer)
      : null;

  return {
    appDocument: (head) => injectHead(appShell, head),
    storeDocument: (head, page) => {
      const document = injectHead(storeShell, head);
      return renderer ? document.replace(STORE_PAGE, () => renderer.renderStorePage(page)) : document;
    },
  };
}

/** The admin as an installable app (docs/product/notifications.md): its manifest and icons, and its service worker, which only the admin registers. */
const ADMIN_APP_FILES: Record<string, string> = {
  '/admin.webmanifest': 'application/manifest+json',
  '/admin-sw.js': 'text/javascript; charset=utf-8',
  '/icons/admin-192.png': 'image/png',
  '/icons/admin-512.png': 'image/png',
  '/icons/admin-maskable-512.png': 'image/png',
};

function registerInstallableAdmin(app: FastifyInstance, distDir: string): void {
  for (const [path, type] of Object.entries(ADMIN_APP_FILES)) {
    const file = join(distDir, path);
    if (!existsSync(file)) continue;
    const body = readFileSync(file);
    app.get(path, (_request, reply) =>
      reply
        .type(type)
        // The service worker and the manifest are asked again at every visit: a new build reaches installed apps.
        .header('cache-control', path.endsWith('.png') ? 'public, max-age=86400' : 'no-cache')
        .send(body),
    );
  }
}
