import type { Database } from '@vidriera/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { readStorePagesVersion, type StorePagesVersion } from './store-page-version';

/**
 * Where the storefront's lag-tolerant reads go (docs/decisions/024-many-instances-and-a-read-replica.md):
 * store pages, the catalogue, search, a product and the feed. Everything
 * else — orders, the shopper's order page, the cart's current stock, the
 * admin, sign-in, every limit — reads the primary.
 */
export interface StorefrontReads {
  primary: Kysely<Database>;
  /** The streaming replica of DATABASE_READ_URL; null without one. */
  replica: Kysely<Database> | null;
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
}

/**
 * The database that answers reads of a store whose pages version the primary
 * has just given: the replica once it has replayed exactly that version
 * (every committed change of the store raises it, docs/decisions/007), else
 * the primary. So a shopper never sees a store older than the primary's,
 * however far the replica lags; a lagging or unreachable replica only moves
 * the reads back to the primary until it catches up.
 */
export async function storefrontReader(
  { primary, replica, log }: StorefrontReads,
  slug: string,
  version: StorePagesVersion,
): Promise<Kysely<Database>> {
  if (!replica) return primary;
  try {
    const seen = await readStorePagesVersion(replica, slug);
    if (seen && seen.storeId === version.storeId && seen.version === version.version) return replica;
  } catch (error) {
    log?.warn({ err: error }, 'la réplica de lectura no responde: se lee de la base principal');
  }
  return primary;
}

/**
 * The reader for a public API read by the store's address: the primary's
 * version first (one small query, only when there is a replica), then
 * `storefrontReader`. A store the primary does not know is read from the
 * primary, which answers its 404.
 */
export async function storefrontReaderBySlug(reads: StorefrontReads, slug: string): Promise<Kysely<Database>> {
  if (!reads.replica) return reads.primary;
  const version = await readStorePagesVersion(reads.primary, slug);
  return version ? storefrontReader(reads, slug, version) : reads.primary;
}
