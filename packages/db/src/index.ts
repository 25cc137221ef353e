export { createDb, type DbHandle, type DbOptions } from './create-db';
export { DataDirLockedError } from './data-dir-lock';
export { migrateToLatest } from './migrate';
export type * from './types';
export * as factories from './factories/catalogue';
export type { AttributeSpec, ProductSpec, VariantSpec } from './factories/catalogue';
export { seedBench, type BenchSeedOptions } from './seed/bench-seed';
export { currentTenantStore, setTenantStore, tenantStorage, type TenantScope } from './tenant-context';
export { TENANT_SCOPE_SQL } from './tenant-dialect';
