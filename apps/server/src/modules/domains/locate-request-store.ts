import { isPlatformHost, locateStore, normalizeHost, type StoreLocation } from '@vidriera/core';
import { type Database, withAllStores } from '@vidriera/db';
import type { Kysely } from 'kysely';
import type { Config } from '../../shared/config';

/**
 * Which store a page request is about, from its host and path — the one rule
 * (docs/decisions/023-own-domain.md):
 * - on the app's host or under SHOP_DOMAIN: `/store/{slug}` or `{slug}.{SHOP_DOMAIN}` (locateStore);
 * - on any other host: the store whose verified own domain it is, at the root;
 *   a domain a store entered but has not verified (or lost) is no store's: 'not-found';
 * - any other host: as the app's host (locateStore), so the server still answers by address.
 * Only the database says which domain is whose: the Host header picks among
 * verified domains, and no link is ever built from it.
 */
export async function locateRequestStore(
  db: Kysely<Database>,
  host: string,
  path: string,
  config: Pick<Config, 'SHOP_DOMAIN' | 'PUBLIC_URL'>,
): Promise<StoreLocation | 'not-found' | null> {
  const where = { shopDomain: config.SHOP_DOMAIN, publicUrl: config.PUBLIC_URL };
  const domain = normalizeHost(host);
  if (isPlatformHost(domain, where) || !domain.includes('.')) return locateStore(host, path, config.SHOP_DOMAIN);
  const row = await withAllStores(() =>
    db
      .selectFrom('store_domains as d')
      .innerJoin('stores as s', 's.id', 'd.store_id')
      .select(['s.slug', 'd.verified_at'])
      .where('d.domain', '=', domain)
      .orderBy('d.verified_at', (ob) => ob.desc().nullsLast())
      .executeTakeFirst(),
  );
  if (!row) return locateStore(host, path, config.SHOP_DOMAIN);
  if (!row.verified_at) return 'not-found';
  return { slug: row.slug, hostSlug: row.slug, base: '', path, onOwnDomain: true };
}
