import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** Brotli for answers made per request: quality 4 compresses nearly as well as 11 at a fraction of the time. */
export const DYNAMIC_BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } };

/*
 * Pages are compressed here: they are sent by the not-found handler, which
 * @fastify/compress (route hooks) does not reach. A store page is ~40 KB of
 * markup, ~7 KB compressed.
 */
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] as const });
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressors = {
  br: (html: string) => brotli(html, DYNAMIC_BROTLI),
  gzip: (html: string) => gzipAsync(html),
};

/** A page as sent, and its compressed forms once a browser has asked for them. */
interface FinishedPage {
  html: string;
  /** Sent again with the page: a kept "not found" page stays a 404. */
  status: number;
  br?: Buffer | undefined;
  gzip?: Buffer | undefined;
}

export interface PageSender {
  /** Sends the page kept under `key`; false when there is none. */
  sendKept(request: FastifyRequest, reply: FastifyReply, key: string): Promise<boolean>;
  /** Sends `html`, and keeps it under `key` (until `until`, when given) to be sent again. */
  send(request: FastifyRequest, reply: FastifyReply, html: string, options?: { status?: number; key?: string; until?: Date | null }): Promise<FastifyReply>;
}

/**
 * Sends HTML pages compressed as the browser accepts, keeping finished pages
 * (and their compressed forms) in a byte-bounded cache: rendering and
 * compressing dominate a store page's cost. What is kept under a key must be
 * what a new render would give for it (the caller's key says so).
 */
export function createPageSender(maxBytes = 32 * 1024 * 1024): PageSender {
  const pages = new LRUCache<string, FinishedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.html.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0),
  });

  const deliver = async (request: FastifyRequest, reply: FastifyReply, page: FinishedPage, key: string | undefined) => {
    reply.status(page.status).type('text/html; charset=utf-8').header('vary', 'accept-encoding');
    // A private page (the shopper's order) has said no-store already.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
    if (!encoding) return reply.send(page.html);
    let body = page[encoding];
    if (!body) {
      body = await compressors[encoding](page.html);
      // Kept as a new entry so the cache counts the compressed bytes too.
      if (key && pages.peek(key) === page) pages.set(key, { ...page, [encoding]: body }, { noUpdateTTL: true });
    }
    return reply.header('content-encoding', encoding).send(body);
  };

  return {
    async sendKept(request, reply, key) {
      const page = pages.get(key);
      if (!page) return false;
      await deliver(request, reply, page, key);
      return true;
    },
    send(request, reply, html, { status = 200, key, until } = {}) {
      const page: FinishedPage = { html, status };
      const ttl = until ? until.getTime() - Date.now() : undefined;
      if (key && (ttl === undefined || ttl > 0)) pages.set(key, page, ttl === undefined ? {} : { ttl });
      return deliver(request, reply, page, key);
    },
  };
}
