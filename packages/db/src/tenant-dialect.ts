import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type TransactionSettings } from 'kysely';
import { currentTenantStore } from './tenant-context';

/** The statement that scopes a pooled connection; tests leave it out when they count a request's queries. */
export const TENANT_SCOPE_SQL = `select set_config('app.store_id', $1, false)`;

/**
 * Wraps a driver so every connection carries the `app.store_id` of the scope
 * it is used in ('' outside one). The value is set only when a pooled
 * connection changes scope, so unscoped traffic (the storefront) pays nothing.
 */
class TenantDriver implements Driver {
  private readonly scopeOf = new WeakMap<DatabaseConnection, string>();
  constructor(private readonly inner: Driver) {}

  init = () => this.inner.init();
  destroy = () => this.inner.destroy();
  releaseConnection = (c: DatabaseConnection) => this.inner.releaseConnection(c);
  beginTransaction = (c: DatabaseConnection, settings: TransactionSettings) => this.inner.beginTransaction(c, settings);
  commitTransaction = (c: DatabaseConnection) => this.inner.commitTransaction(c);
  rollbackTransaction = (c: DatabaseConnection) => this.inner.rollbackTransaction(c);

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    const wanted = currentTenantStore() ?? '';
    if ((this.scopeOf.get(connection) ?? '') !== wanted) {
      try {
        await connection.executeQuery(CompiledQuery.raw(TENANT_SCOPE_SQL, [wanted]));
      } catch (error) {
        await this.inner.releaseConnection(connection);
        throw error;
      }
      this.scopeOf.set(connection, wanted);
    }
    return connection;
  }
}

export function withTenantScope(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new TenantDriver(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
