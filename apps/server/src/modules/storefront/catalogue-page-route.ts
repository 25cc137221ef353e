import { type publicRoutes, readSelection, selectionParams } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { PageSender } from '../../shared/page-sender';
import type { KeptReads } from '../../shared/kept-reads';
import type { SearchLog } from '../../shared/search-log';
import type { RouteRequest } from '../../shared/route';
import { listPublicProducts } from './public-catalogue';
import type { StorePagesVersion } from '../public-store/store-page-version';
import { storefrontReader } from '../public-store/storefront-reader';

interface Deps {
  db: Kysely<Database>;
  replica: Kysely<Database> | null;
  pages: PageSender;
  kept: KeptReads;
  searches: SearchLog;
}

/**
 * Answers a catalogue page of the public API (`GET /api/public/stores/{slug}/products`), its filters read as the
 * store pages read them (catalogue-filters.ts). A page of the catalogue, searched, filtered or not, is kept like a store
 * page, under the store's pages version (the route's look-up read it, one prepared
 * statement; docs/decisions/035) and until the first reservation on its
 * products expires, so while nothing it shows changes it costs that one
 * statement; it is built once however many ask meanwhile (shoppers ask the same few words: "remera", "jean"). The
 * page cache is bounded in bytes (page-sender.ts), so words asked once leave room to those asked again. A search's
 * first page is counted for the owner's statistics (search-log.ts).
 * Read from the replica once it has replayed the version (storefront-reader.ts).
 */
export async function sendCataloguePage(
  { db, replica, pages, kept, searches }: Deps,
  request: RouteRequest<typeof publicRoutes.products>,
  reply: FastifyReply,
  version: StorePagesVersion,
) {
  const { page, q } = request.query;
  const selection = readSelection(new URLSearchParams(request.url.split('?')[1] ?? ''));
  const filter = { query: q || null, selection };
  const reader = () => storefrontReader({ primary: db, replica, log: request.log }, request.params.slug, version);
  const address = new URLSearchParams(selectionParams(selection));
  if (filter.query !== null) address.set('q', filter.query);
  const key = `catalogue:${version.storeId}:${page}:${address.toString()}#${version.version}`;
  // A search's first page is counted for the owner, kept or not (search-log.ts).
  const counted = filter.query !== null && page === 1 ? filter.query : null;
  if (counted !== null && (await pages.sendKept(request, reply, key))) {
    searches.record(version.storeId, counted, null);
    return reply;
  }
  return pages.sendBuilt(
    request,
    reply,
    key,
    async () => {
      const { catalogue: found, changesAt } = await listPublicProducts(await reader(), version.storeId, page, filter, {
        reads: kept,
        version: version.version,
        catalogueVersion: version.catalogueVersion,
      });
      if (counted !== null) searches.record(version.storeId, counted, found.total);
      return { html: JSON.stringify(found), until: changesAt };
    },
    { type: 'application/json; charset=utf-8' },
  );
}
