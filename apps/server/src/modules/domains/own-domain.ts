import { randomBytes } from 'node:crypto';
import {
  DOMAIN_CHECK_MESSAGES,
  DOMAIN_GRACE_HOURS,
  DOMAIN_MESSAGES,
  type OwnDomainDto,
  ownDomainRecords,
  parseOwnDomain,
} from '@vidriera/core';
import { type Database, type DomainCheckResult, type StoreDomainsTable, withAllStores } from '@vidriera/db';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Config } from '../../shared/config';
import { invalid } from '../../shared/app-error';
import { checkDomainRecords, createDomainResolver } from './domain-check';

type DomainRow = Selectable<StoreDomainsTable>;
type Where = Pick<Config, 'SHOP_DOMAIN' | 'PUBLIC_URL' | 'DNS_SERVERS'>;

const iso = (at: Date | string | null) => (at ? new Date(at).toISOString() : null);

export function toOwnDomainDto(row: DomainRow, config: Pick<Config, 'SHOP_DOMAIN'>): OwnDomainDto {
  return {
    domain: row.domain,
    status: row.verified_at ? 'verified' : 'pending',
    verifiedAt: iso(row.verified_at),
    checkedAt: iso(row.checked_at),
    checkResult: row.check_result,
    message: row.check_result ? DOMAIN_CHECK_MESSAGES[row.check_result] : null,
    failingSince: iso(row.failing_since),
    records: ownDomainRecords(row.domain, row.token, config.SHOP_DOMAIN),
  };
}

export function findOwnDomain(db: Kysely<Database>, storeId: string): Promise<DomainRow | undefined> {
  return db.selectFrom('store_domains').selectAll().where('store_id', '=', storeId).executeTakeFirst();
}

/**
 * Sets the store's own domain (docs/product/stores.md, "Dominio propio"): 422
 * when it is not a domain the store may use or another store verified it.
 * A new domain starts unverified with a new token, so the one it replaces
 * stops being served at once; the same domain again changes nothing.
 */
export async function saveOwnDomain(
  db: Kysely<Database>,
  storeId: string,
  input: string,
  config: Where,
): Promise<DomainRow> {
  const parsed = parseOwnDomain(input, { shopDomain: config.SHOP_DOMAIN, publicUrl: config.PUBLIC_URL });
  if ('problem' in parsed) throw invalid('domain', parsed.problem);
  const { domain } = parsed;
  const current = await findOwnDomain(db, storeId);
  if (current?.domain === domain) return current;
  const taken = await withAllStores(() =>
    db
      .selectFrom('store_domains')
      .select('store_id')
      .where('domain', '=', domain)
      .where('verified_at', 'is not', null)
      .where('store_id', '!=', storeId)
      .executeTakeFirst(),
  );
  if (taken) throw invalid('domain', DOMAIN_MESSAGES.taken);
  const fresh = {
    domain,
    token: randomBytes(16).toString('hex'),
    verified_at: null,
    checked_at: null,
    check_result: null,
    failing_since: null,
  };
  return db
    .insertInto('store_domains')
    .values({ store_id: storeId, ...fresh })
    .onConflict((oc) => oc.column('store_id').doUpdateSet(fresh))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Removes the store's own domain: it is no longer served, and the store's links go back to its subdomain. */
export async function removeOwnDomain(db: Kysely<Database>, storeId: string): Promise<void> {
  await db.deleteFrom('store_domains').where('store_id', '=', storeId).execute();
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * Checks the domain's DNS records now and keeps the outcome (ADR 023):
 * - records right: verified (unless another store verified it first: 'taken');
 * - DNS could not be asked: nothing changes but the note;
 * - records wrong on a verified domain: it stays verified for DOMAIN_GRACE_HOURS
 *   from the first failed check (a DNS provider's hiccup or a migration does
 *   not take the shop offline), then it is taken away.
 */
export async function checkOwnDomain(
  db: Kysely<Database>,
  row: DomainRow,
  config: Where,
  now = new Date(),
): Promise<DomainRow> {
  const found = await checkDomainRecords(
    createDomainResolver(config.DNS_SERVERS),
    row.domain,
    row.token,
    config.SHOP_DOMAIN,
  );
  // Only the row as checked: a domain changed meanwhile is left to its own check.
  const save = async (values: Updateable<StoreDomainsTable>) =>
    (await db
      .updateTable('store_domains')
      .set(values)
      .where('store_id', '=', row.store_id)
      .where('domain', '=', row.domain)
      .returningAll()
      .executeTakeFirst()) ?? row;
  if (found === 'verified') {
    try {
      return await save({
        verified_at: row.verified_at ?? now,
        failing_since: null,
        checked_at: now,
        check_result: 'verified',
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return save({ checked_at: now, check_result: 'taken' });
    }
  }
  if (found === 'dns_error' || !row.verified_at)
    return save({ checked_at: now, check_result: found satisfies DomainCheckResult });
  const failingSince = row.failing_since ? new Date(row.failing_since) : now;
  const graceOver = now.getTime() - failingSince.getTime() >= DOMAIN_GRACE_HOURS * 3600_000;
  return save({
    checked_at: now,
    check_result: found,
    failing_since: graceOver ? null : failingSince,
    ...(graceOver ? { verified_at: null } : {}),
  });
}

/** Domains checked at once by the periodic check, and how long one run may take (well within JOBS_LEASE's default). */
const PARALLEL_CHECKS = 8;
const RUN_MS = 60_000;

/**
 * The periodic check: every store's domain, the longest unchecked first, a
 * bounded batch per run, a few at a time; what a slow DNS leaves unchecked
 * after RUN_MS comes first in the next run. Resolves to the number checked.
 */
export async function checkAllOwnDomains(db: Kysely<Database>, config: Where, batch = 500): Promise<number> {
  const rows = await db
    .selectFrom('store_domains')
    .selectAll()
    .orderBy('checked_at', (ob) => ob.asc().nullsFirst())
    .limit(batch)
    .execute();
  const until = Date.now() + RUN_MS;
  let next = 0;
  let checked = 0;
  const worker = async () => {
    for (let row = rows[next++]; row && Date.now() < until; row = rows[next++]) {
      await checkOwnDomain(db, row, config);
      checked++;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_CHECKS }, worker));
  return checked;
}
