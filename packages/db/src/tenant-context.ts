import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';

/**
 * The store a request works for, once the server knows it. On PostgreSQL every
 * connection used inside that request carries it as `app.store_id`, and the
 * row-level security policies of the tenant tables show that store's rows
 * only — a second line of defence behind the store filters in every query.
 *
 * The policies fail closed (migration 019): a request starts seeing no store
 * at all, and sees one once a pre-handler sets it (the owner's, or the one a
 * public address names). Work that spans stores says so: `ALL_STORES` for
 * the super admin's routes, and `withAllStores` around the look-ups that find
 * which store a request is about. Code outside any request (start-up, the
 * command line, seeds, migrations) acts for the whole platform.
 */
export interface TenantScope {
  storeId: string | null;
  /** Advisory locks every transaction begun in this scope takes with its BEGIN (withLocksOnBegin). */
  locks?: readonly bigint[];
}

/** The scope of platform-wide work: every store's rows. */
export const ALL_STORES = '*';

export const tenantStorage = new AsyncLocalStorage<TenantScope>();

/** Marks the current request's scope as working for this store (or `ALL_STORES`). */
export function setTenantStore(storeId: string): void {
  const scope = tenantStorage.getStore();
  if (scope) scope.storeId = storeId;
}

/** The `app.store_id` a connection used here carries: '' (no store) inside a request that has not chosen one. */
export function currentTenantScope(): string {
  const scope = tenantStorage.getStore();
  if (!scope) return ALL_STORES;
  return scope.storeId ?? '';
}

/** Runs `work` across every store, e.g. finding the store a request's address names. The caller's own scope is untouched. */
export function withAllStores<T>(work: () => Promise<T>): Promise<T> {
  return tenantStorage.run({ storeId: ALL_STORES }, work);
}

/**
 * Finds, across stores, the store a public address names (its slug or host),
 * and scopes the rest of the request to it. Undefined when there is none; the
 * request then still sees no store.
 */
export async function enterStoreFound<T extends { id: string }>(
  find: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const store = await withAllStores(find);
  if (store) setTenantStore(store.id);
  return store;
}

/**
 * Runs `work` so that each transaction it begins takes these advisory locks
 * (transaction-scoped, in this order) in the same round trip as its BEGIN.
 * Keys are numbers (`advisoryLockKey`), never text, so they are safe to send
 * inline. Callers pass them sorted, so two transactions never wait on each other.
 */
export function withLocksOnBegin<T>(keys: bigint[], work: () => Promise<T>): Promise<T> {
  return tenantStorage.run({ storeId: tenantStorage.getStore()?.storeId ?? ALL_STORES, locks: keys }, work);
}

export function locksOnBegin(): readonly bigint[] {
  return tenantStorage.getStore()?.locks ?? [];
}

/** The 64-bit advisory lock key of a name: the first 8 bytes of its SHA-256. */
export function advisoryLockKey(name: string): bigint {
  return createHash('sha256').update(name).digest().readBigInt64BE(0);
}
