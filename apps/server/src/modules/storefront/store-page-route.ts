import { matchStoreRoute, searchParams, type StoreLocation, storeRoot } from '@vidriera/core';
import { type Database, setTenantStore } from '@vidriera/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../shared/config';
import { clientAddressKey } from '../../shared/client-address';
import type { PageSender } from '../../shared/page-sender';
import type { KeptReads } from '../../shared/kept-reads';
import type { SearchLog } from '../../shared/search-log';
import type { VisitLog } from '../../shared/visit-log';
import { countVisit } from './count-visit';
import type { WebApp } from '../web/web-app';
import { availabilityChangesAt, readStorePagesVersion } from '../public-store/store-page-version';
import { storefrontReader } from '../public-store/storefront-reader';
import { type ResolvedStorePage, resolveStorePage, storeNotFound } from './store-pages';

interface Deps {
  db: Kysely<Database>;
  replica: Kysely<Database> | null;
  config: Pick<Config, 'PUBLIC_URL' | 'SHOP_DOMAIN' | 'RATE_LIMIT'>;
  web: WebApp;
  pages: PageSender;
  kept: KeptReads;
  searches: SearchLog;
  visits: VisitLog;
  /** The Content-Security-Policy of a store that measures its ads (plugins/security-headers.ts, `measuredPagePolicy`). */
  measuredPolicy?: string;
}

/**
 * Answers a store page. A finished page is kept under its address and the
 * store's pages version (store-page-version.ts), so it is sent again only
 * while nothing it shows has changed: first the version (one small query),
 * then the kept page, else its data, the render, and keeping it until a
 * reservation on its products would expire. The version is the primary's;
 * the data comes from the replica when it has replayed that version
 * (storefront-reader.ts), so a kept page is never older than its key.
 */
export async function sendStorePage(
  { db, replica, config, web, pages, kept, searches, visits, measuredPolicy }: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  location: StoreLocation,
  search: string,
) {
  const version = await readStorePagesVersion(db, location.slug);
  if (!version) return sendStoreNotFound({ config, web, pages }, request, reply);
  // The rest of the page's reads work for the store found (row-level security, docs/SECURITY.md).
  setTenantStore(version.storeId);
  // A store that measures its ads: Meta's and Google's scripts may load, after the shopper's consent (docs/product/measurement.md).
  if (version.measured && measuredPolicy) reply.header('content-security-policy', measuredPolicy);
  const isOrder = matchStoreRoute(location.path)?.route === 'order';
  // The shopper's order page shows one person's order: never kept here or anywhere, its token never sent on as a referrer.
  if (isOrder) reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  // A store with a verified own domain answers there only: its subdomain and /store/{slug} move there for good (ADR 023).
  if (version.domain && !location.onOwnDomain) {
    const target = `${storeRoot(location.slug, { shopDomain: config.SHOP_DOMAIN, publicUrl: config.PUBLIC_URL }, version.domain)}${location.path}${search}`;
    // An hour's caching, so browsers follow a later change of domain (or its removal) soon.
    if (!isOrder) reply.header('cache-control', 'public, max-age=3600');
    return reply.redirect(target, 301);
  }
  if (isOrder) {
    const resolved = await resolveStorePage({ db, config }, location, search, version.domain, {
      addressKey: clientAddressKey(request.ip),
      limited: config.RATE_LIMIT,
    });
    if (resolved.kind === 'redirect') return reply.redirect(resolved.location, 302);
    const html = render(request, web, resolved);
    return pages.send(request, reply, html, { status: html === FAILED ? 500 : resolved.status });
  }
  countVisit(visits, request, version.storeId, location, search);
  const key = `${request.host}${request.url}#${version.version}`;
  const searched = request.method === 'GET' ? searchedOn(location, search) : null;
  if (await pages.sendKept(request, reply, key)) {
    if (searched) searches.record(version.storeId, searched, null);
    return reply;
  }

  const reader = await storefrontReader({ primary: db, replica, log: request.log }, location.slug, version);
  const catalogue = { reads: kept, version: version.version, catalogueVersion: version.catalogueVersion };
  const resolved = await resolveStorePage({ db: reader, config, catalogue }, location, search, version.domain);
  if (resolved.kind === 'redirect') return reply.redirect(resolved.location, 302);
  if (searched && resolved.page.kind === 'search')
    searches.record(version.storeId, searched, resolved.page.catalogue.total);
  const html = render(request, web, resolved);
  if (html === FAILED) return pages.send(request, reply, FAILED, { status: 500 });
  const until =
    resolved.until !== undefined
      ? resolved.until
      : await availabilityChangesAt(reader, version.storeId, resolved.productIds);
  return pages.send(request, reply, html, { status: resolved.status, key, until });
}

/** The words of a search page's first page, counted for the owner's statistics (search-log.ts; a kept page too). */
function searchedOn(location: StoreLocation, search: string): string | null {
  if (matchStoreRoute(location.path)?.route !== 'search') return null;
  const { query, page } = searchParams(new URLSearchParams(search));
  return query && page === 1 ? query : null;
}

/** The page of an address no active store answers (404, never kept). */
export function sendStoreNotFound(
  { config, web, pages }: Pick<Deps, 'config' | 'web' | 'pages'>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  return pages.send(request, reply, render(request, web, storeNotFound(config)), { status: 404 });
}

/** What a shopper sees when a page could not be drawn (docs/product/README.md); never kept. */
const FAILED = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Algo salió mal</title></head>
<body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1.5rem"><h1>Algo salió mal.</h1><p>Por favor, intenta refrescar la página.</p></body></html>`;

function render(request: FastifyRequest, web: WebApp, { head, page }: ResolvedStorePage): string {
  try {
    return web.storeDocument(head, page);
  } catch (error) {
    request.log.error({ err: error }, 'no se pudo renderizar la página de la tienda');
    return FAILED;
  }
}
