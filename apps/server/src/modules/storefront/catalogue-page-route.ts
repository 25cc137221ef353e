import { type publicRoutes, readSelection, selectionParams } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { PageSender } from '../../shared/page-sender';
import type { SearchLog } from '../../shared/search-log';
import type { RouteRequest } from '../../shared/route';
import { listPublicProducts } from './public-catalogue';
import { availabilityChangesAt, type StorePagesVersion } from '../public-store/store-page-version';
import { storefrontReader } from '../public-store/storefront-reader';

interface Deps {
  db: Kysely<Database>;
  replica: Kysely<Database> | null;
  pages: PageSender;
  searches: SearchLog;
}

/**
 * Answers a catalogue page of the public API (`GET /api/public/stores/{slug}/products`), its filters read as the
 * store pages read them (catalogue-filters.ts). A page of the catalogue, filtered or not, is kept like a store page, under
 * the store's pages version (the route's look-up read it, one prepared
 * statement; docs/decisions/035) and until the first reservation on its
 * products expires, so while nothing it shows changes it costs that one
 * statement; it is built once however many ask meanwhile. A search is read
 * each time (one statement): its words are the shopper's, seldom asked again;
 * its first page is counted for the owner's statistics (search-log.ts).
 * Read from the replica once it has replayed the version (storefront-reader.ts).
 */
export async function sendCataloguePage(
  { db, replica, pages, searches }: Deps,
  request: RouteRequest<typeof publicRoutes.products>,
  reply: FastifyReply,
  version: StorePagesVersion,
) {
  const { page, q } = request.query;
  const selection = readSelection(new URLSearchParams(request.url.split('?')[1] ?? ''));
  const filter = { query: q || null, selection };
  const reader = () => storefrontReader({ primary: db, replica, log: request.log }, request.params.slug, version);
  if (filter.query !== null) {
    const found = await listPublicProducts(await reader(), version.storeId, page, filter);
    if (page === 1) searches.record(version.storeId, filter.query, found.total);
    return found;
  }
  return pages.sendBuilt(
    request,
    reply,
    `catalogue:${version.storeId}:${page}:${new URLSearchParams(selectionParams(selection)).toString()}#${version.version}`,
    async () => {
      const from = await reader();
      const found = await listPublicProducts(from, version.storeId, page, filter);
      const until = await availabilityChangesAt(
        from,
        version.storeId,
        found.items.map((item) => item.id),
      );
      return { html: JSON.stringify(found), until };
    },
    { type: 'application/json; charset=utf-8' },
  );
}
