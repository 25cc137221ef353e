import { storeRoot } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../shared/config';
import { apiError } from '../../shared/app-error';
import { clientAddressKey } from '../../shared/client-address';
import { hitRateLimit, type RateLimitRule } from '../../shared/rate-limit';
import type { PageSender } from '../../shared/page-sender';
import { productFeed } from './product-feed';
import { availabilityChangesAt, type StorePagesVersion } from '../public-store/store-page-version';
import { storefrontReader } from '../public-store/storefront-reader';

/** Feed requests one client address may make of one store (docs/SECURITY.md, "No request stalls the others"). */
export const FEED_REQUESTS_PER_ADDRESS: RateLimitRule = { max: 30, windowSeconds: 10 * 60 };
export const FEED_TOO_MANY_REQUESTS =
  'Pediste el feed de esta tienda muchas veces. Espera unos minutos y vuelve a intentar.';

interface Deps {
  db: Kysely<Database>;
  replica: Kysely<Database> | null;
  config: Pick<Config, 'PUBLIC_URL' | 'SHOP_DOMAIN' | 'RATE_LIMIT'>;
  pages: PageSender;
}

/**
 * Answers a store's product feed. It is kept like a store page, under the
 * store's pages version (store-page-version.ts, docs/decisions/007; the
 * route's store look-up read it), so it is
 * built again only once something it shows has changed, once however many
 * readers ask meanwhile; and each client address may ask a store for it
 * FEED_REQUESTS_PER_ADDRESS times. Built from the replica when it has
 * replayed the version (storefront-reader.ts).
 */
export async function sendProductFeed(
  { db, replica, config, pages }: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  slug: string,
  version: StorePagesVersion,
) {
  if (
    config.RATE_LIMIT &&
    !(await hitRateLimit(db, `feed:${slug}:${clientAddressKey(request.ip)}`, FEED_REQUESTS_PER_ADDRESS))
  ) {
    throw apiError('TOO_MANY_REQUESTS', FEED_TOO_MANY_REQUESTS);
  }
  // Meta and Google fetch it hourly at most: a few minutes of sharing spares the server from anyone fetching it in a loop.
  reply.header('cache-control', 'public, max-age=300, stale-while-revalidate=600');
  return pages.sendBuilt(
    request,
    reply,
    `feed:${slug}#${version.version}`,
    async () => {
      const reader = await storefrontReader({ primary: db, replica, log: request.log }, slug, version);
      const store = await reader
        .selectFrom('stores')
        .select('name')
        .where('id', '=', version.storeId)
        .executeTakeFirstOrThrow();
      const where = {
        pages: storeRoot(slug, { shopDomain: config.SHOP_DOMAIN, publicUrl: config.PUBLIC_URL }, version.domain),
        files: config.PUBLIC_URL,
      };
      const html = await productFeed(reader, { id: version.storeId, name: store.name, slug }, where);
      return { html, until: await availabilityChangesAt(reader, version.storeId, 'all') };
    },
    { type: 'application/rss+xml; charset=utf-8' },
  );
}
