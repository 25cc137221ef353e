import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { SERVER_STATE_ELEMENT_ID, type ServerPageState, type StorefrontPageData } from '@vidriera/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { injectHead, type ModuleFiles, type PageHead } from './page-head';

const MISSING_BUILD = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Vidriera</title><!--app-head--></head>
<body><p>La interfaz no está compilada. Ejecuta <code>npm run build</code> y vuelve a iniciar el servidor.</p></body></html>`;

/** The web build's server renderer of store pages (apps/web/src/entry-server.tsx). */
interface StorePageRenderer {
  renderStorePage(url: string, data: StorefrontPageData): Promise<RenderedPage | null>;
}

interface RenderedPage {
  html: string;
  state: unknown;
}

/** A page as sent, and its compressed forms once a browser has asked for them. */
interface FinishedPage {
  html: string;
  br?: Buffer | undefined;
  gzip?: Buffer | undefined;
}

export interface AppPage {
  head: PageHead;
  status?: number | undefined;
  /** A store page's data: rendered into the HTML when the build has its renderer. */
  render?: StorefrontPageData | undefined;
}

export type SendAppPage = (request: FastifyRequest, reply: FastifyReply, page: AppPage) => Promise<FastifyReply>;

const ROOT = '<div id="root"></div>';
/** The app's start (a dynamic import of the tiny entry), as the build manifest names it. */
const APP_START_MODULE = 'src/app/start.tsx';

/** JSON inside a <script> element: nothing in it can close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Serves the built React app: hashed assets cached for a year, every other
 * page gets index.html. Store pages with data arrive rendered (their data
 * beside them for the browser to take over); a page the renderer cannot
 * render is sent as the bare app, which renders it in the browser.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<SendAppPage> {
  const indexFile = join(distDir, 'index.html');
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
  const shell = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : MISSING_BUILD;
  const moduleFiles = manifestModuleFiles(join(distDir, '.vite', 'manifest.json'));
  const rendererFile = join(distDir, 'server', 'entry-server.js');
  const renderer = existsSync(rendererFile) && shell.includes(ROOT) ? ((await import(pathToFileURL(rendererFile).href)) as StorePageRenderer) : null;

  const renderedPage = (head: PageHead, rendered: RenderedPage) => {
    // The page is complete as sent: its picture comes first; the app's code and the data it was
    // rendered from are fetched by the first script after the page has painted (main.tsx).
    const page = injectHead(shell, { ...head, preload: head.preload && { modules: [], fetches: [], image: head.preload.image } }, moduleFiles);
    const state: ServerPageState = { queries: rendered.state, modules: moduleFiles([APP_START_MODULE, ...(head.preload?.modules ?? [])]) };
    const stateScript = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptJson(state)}</script>`;
    return page.replace(ROOT, `<div id="root">${rendered.html}</div>${stateScript}`);
  };

  const bareApp = (head: PageHead) => {
    // The app starts at once: its code is fetched with the entry's, not after it.
    const preload = { modules: [], fetches: [], ...head.preload };
    return injectHead(shell, { ...head, preload: { ...preload, modules: [APP_START_MODULE, ...preload.modules] } }, moduleFiles);
  };

  /** The page's HTML; not to be kept when the renderer failed, so that the next request renders it again. */
  const buildPage = async (request: FastifyRequest, { head, render: data }: AppPage): Promise<{ html: string; keep: boolean }> => {
    if (data && renderer) {
      try {
        const rendered = await renderer.renderStorePage(`http://localhost${request.url}`, data);
        if (rendered) return { html: renderedPage(head, rendered), keep: true };
      } catch (error) {
        request.log.error({ err: error }, 'no se pudo renderizar la página de la tienda');
        return { html: bareApp(head), keep: false };
      }
    }
    return { html: bareApp(head), keep: true };
  };

  /*
   * Rendering (renderToString) and compressing dominate a store page's cost,
   * so finished pages are kept and sent again while their inputs are the same.
   * Nothing goes stale: the key is everything the page is made from, its data
   * (read from the database on every request: stock, prices, products)
   * included, so a change makes a new key. Entries also expire before the
   * browser's query cache would count their data as old (the state carries
   * when it was read; staleTime in apps/web/src/lib/query-client.ts).
   */
  const pages = new LRUCache<string, FinishedPage>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (page) => page.html.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0),
    ttl: 10_000,
  });

  return async (request, reply, appPage) => {
    const status = appPage.status ?? 200;
    const key = createHash('sha256').update(JSON.stringify({ url: request.url, head: appPage.head, status, data: appPage.render })).digest('base64');
    let page = pages.get(key);
    if (!page) {
      const built = await buildPage(request, appPage);
      page = { html: built.html };
      if (built.keep) pages.set(key, page);
    }
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
    if (!encoding) return reply.send(page.html);
    let body = page[encoding];
    if (!body) {
      body = await compressors[encoding](page.html);
      // Kept as a new entry so the cache counts the compressed bytes too.
      if (pages.peek(key) === page) pages.set(key, { ...page, [encoding]: body }, { noUpdateTTL: true });
    }
    return reply.header('content-encoding', encoding).send(body);
  };
}

/** Brotli for answers made per request: quality 4 compresses nearly as well as 11 at a fraction of the time. */
export const DYNAMIC_BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } };

/*
 * Pages are compressed here: they are sent by the not-found handler, which
 * @fastify/compress (route hooks) does not reach. A rendered store page is
 * ~60 KB of markup and data, ~8 KB compressed.
 */
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] as const });
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressors = {
  br: (html: string) => brotli(html, DYNAMIC_BROTLI),
  gzip: (html: string) => gzipAsync(html),
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * Maps screens' source modules to the chunk files they need, following their
 * static imports through Vite's build manifest. The entry's own chunks are
 * left out: index.html already loads and preloads them.
 */
export function manifestModuleFiles(manifestFile: string): ModuleFiles {
  if (!existsSync(manifestFile)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const loadedByEntry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, loadedByEntry);
  const cache = new Map<string, string[]>();
  return (modules) => {
    const cacheKey = modules.join('|');
    const cached = cache.get(cacheKey);
    if (cached) return cached;
    const keys = new Set<string>();
    for (const module of modules) collect(module, keys);
    const files = [...keys].filter((key) => !loadedByEntry.has(key)).map((key) => `/${manifest[key]?.file ?? ''}`);
    cache.set(cacheKey, files);
    return files;
  };
}
