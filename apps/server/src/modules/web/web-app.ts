import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { injectHead, type ModuleFiles, type PageHead } from './page-head';

export const WEB_DIST = join(dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

const MISSING_BUILD = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Vidriera</title><!--app-head--></head>
<body><p>La interfaz no está compilada. Ejecutá <code>npm run build</code> y volvé a iniciar el servidor.</p></body></html>`;

/** Serves the built React app: hashed assets cached for a year, every other page gets index.html. */
export async function registerWebApp(
  app: FastifyInstance,
  distDir = WEB_DIST,
): Promise<(reply: FastifyReply, head: PageHead, status?: number) => FastifyReply> {
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
  return (reply, head, status = 200) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(injectHead(shell, head, moduleFiles));
}

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
