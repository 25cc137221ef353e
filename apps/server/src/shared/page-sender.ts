import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { singleFlight } from './single-flight';

/** Brotli for answers made per request: quality 4 compresses nearly as well as 11 at a fraction of the time. */
export const DYNAMIC_BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } };

/*
 * Pages are compressed here: they are sent by the not-found handler, which
 * @fastify/compress (route hooks) does not reach. A store page is ~40 KB of
 * markup, ~7 KB compressed.
 */
const HTML = 'text/html; charset=utf-8';
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
  /** The content type: HTML unless said otherwise (the product feed is XML). */
  type: string;
  br?: Buffer | undefined;
  gzip?: Buffer | undefined;
}

interface SendOptions {
  status?: number;
  key?: string;
  until?: Date | null;
  type?: string;
}

/** A document made for a key: its text and when it stops being true by itself (a reservation expiring). */
export interface BuiltPage {
  html: string;
  until: Date | null;
}

export interface PageSender {
  /** Sends the page kept under `key`; false when there is none. */
  sendKept(request: FastifyRequest, reply: FastifyReply, key: string): Promise<boolean>;
  /** Sends `html`, and keeps it under `key` (until `until`, when given) to be sent again. */
  send(request: FastifyRequest, reply: FastifyReply, html: string, options?: SendOptions): Promise<FastifyReply>;
  /**
   * Sends the document kept under `key`, else builds it once however many
   * requests ask for it meanwhile, keeps it and sends it to each of them.
   */
  sendBuilt(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<BuiltPage>,
    options?: { type?: string },
  ): Promise<FastifyReply>;
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

  // Work under way for a key, shared by the requests that arrive meanwhile: building a document, compressing it.
  const building = singleFlight<BuiltPage>();
  const compressing = singleFlight<Buffer>();

  const deliver = async (request: FastifyRequest, reply: FastifyReply, page: FinishedPage, key: string | undefined) => {
    reply.status(page.status).type(page.type).header('vary', 'accept-encoding');
    // A private page (the shopper's order) has said no-store already.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
    if (!encoding) return reply.send(page.html);
    let body = page[encoding];
    if (!body) {
      const compress = () => compressors[encoding](page.html);
      body = await (key ? compressing(`${key}\n${encoding}`, compress) : compress());
      // Kept as a new entry so the cache counts the compressed bytes too.
      if (key && pages.peek(key) === page) pages.set(key, { ...page, [encoding]: body }, { noUpdateTTL: true });
    }
    return reply.header('content-encoding', encoding).send(body);
  };

  const keep = (key: string, page: FinishedPage, until: Date | null | undefined) => {
    const ttl = until ? until.getTime() - Date.now() : undefined;
    if (ttl === undefined || ttl > 0) pages.set(key, page, ttl === undefined ? {} : { ttl });
  };

  return {
    async sendKept(request, reply, key) {
      const page = pages.get(key);
      if (!page) return false;
      await deliver(request, reply, page, key);
      return true;
    },
    send(request, reply, html, { status = 200, key, until, type = HTML } = {}) {
      const page: FinishedPage = { html, status, type };
      if (key) keep(key, page, until);
      return deliver(request, reply, page, key);
    },
    async sendBuilt(request, reply, key, build, { type = HTML } = {}) {
      let page = pages.get(key);
      if (!page) {
        const built = await building(key, build);
        // The first of the requests that waited keeps it; the others send that one.
        page = pages.peek(key);
        if (!page) {
          page = { html: built.html, status: 200, type };
          keep(key, page, built.until);
        }
      }
      return deliver(request, reply, page, key);
    },
  };
}
