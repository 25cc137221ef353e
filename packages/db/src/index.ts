export { compilePgliteEngine, createDb } from './create-db';
export type { DbHandle, DbOptions, PoolUse } from './db-handle';
export { DataDirLockedError } from './data-dir-lock';
export { createDatabaseProbe, type DatabaseProbe } from './database-probe';
export { MIGRATION_NAMES, migrateToLatest, migrateUpTo } from './migrate';
export type * from './types';
export * as factories from './factories/catalogue';
export type { ProductSpec, VariantSpec } from './factories/catalogue';
export type { AttributeSpec } from './factories/clothing';
export { seedBench, type BenchSeedOptions } from './seed/bench-seed';
export { seedBig, type BigSeedOptions, type BigSeedResult } from './seed/big-seed';
export {
  advisoryLockKey,
  ALL_STORES,
  currentTenantScope,
  enterStoreFound,
  setTenantStore,
  tenantStorage,
  type TenantScope,
  withAllStores,
  withLocksOnBegin,
} from './tenant-context';
export { type PoolerMode, TENANT_SCOPE_SQL } from './tenant-dialect';
export { PREPARED } from './prepared-statements';
export { rowLevelSecurityBypass } from './role-check';
