import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { injectHead, type PageHead } from './page-head';

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
  return (reply, head, status = 200) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(injectHead(shell, head));
}
