import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The store a request works for, once the server knows it. On PostgreSQL every
 * connection used inside that request carries it as `app.store_id`, and the
 * row-level security policies of the tenant tables hide other stores' rows —
 * a second line of defence behind the store filters in every query.
 */
export interface TenantScope {
  storeId: string | null;
}

export const tenantStorage = new AsyncLocalStorage<TenantScope>();

/** Marks the current request's scope as working for this store. */
export function setTenantStore(storeId: string): void {
  const scope = tenantStorage.getStore();
  if (scope) scope.storeId = storeId;
}

export function currentTenantStore(): string | null {
  return tenantStorage.getStore()?.storeId ?? null;
}
