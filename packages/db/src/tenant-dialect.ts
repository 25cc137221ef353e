import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { PREPARED } from './prepared-statements';
import { currentTenantScope, locksOnBegin } from './tenant-context';
import { lockStatements, SCOPE_LITERAL, scopedBegin, TransactionScopeDriver } from './transaction-scope-driver';

/** The statement that scopes a pooled connection, prepared on each (PREPARED); tests leave it out when they count a request's queries. */
export const TENANT_SCOPE_SQL = `select set_config('app.store_id', $1, false) ${PREPARED}`;

/**
 * One use of a pooled connection by a scope. Its session is moved to the
 * scope before its first query, unless a transaction sets the scope itself.
 */
class ScopedConnection implements DatabaseConnection {
  ready = false;
  constructor(
    readonly inner: DatabaseConnection,
    readonly wanted: string,
    /** Advisory locks a transaction on this connection takes with its BEGIN (withLocksOnBegin). */
    readonly locks: readonly bigint[],
    private readonly driver: TenantDriver,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.ready) await this.driver.moveSession(this);
    return this.inner.executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (!this.ready) await this.driver.moveSession(this);
    yield* this.inner.streamQuery<R>(query, chunkSize);
  }
}

/**
 * Wraps a driver so every connection carries the `app.store_id` of the scope
 * it is used in (tenant-context.ts says which). A session is moved only when
 * a pooled connection changes scope (a new session has none, like ''); a
 * transaction in another scope than its connection's session sets the scope
 * for itself alone in the same round trip as its BEGIN, and the session keeps
 * its own when it ends.
 */
class TenantDriver implements Driver {
  private readonly sessionScope = new WeakMap<DatabaseConnection, string>();
  constructor(private readonly inner: Driver) {}

  init = () => this.inner.init();
  destroy = () => this.inner.destroy();

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ScopedConnection(await this.inner.acquireConnection(), currentTenantScope(), locksOnBegin(), this);
  }

  releaseConnection = (c: DatabaseConnection) => this.inner.releaseConnection((c as ScopedConnection).inner);

  async moveSession(connection: ScopedConnection): Promise<void> {
    if ((this.sessionScope.get(connection.inner) ?? '') !== connection.wanted) {
      await connection.inner.executeQuery(CompiledQuery.raw(TENANT_SCOPE_SQL, [connection.wanted]));
      this.sessionScope.set(connection.inner, connection.wanted);
    }
    connection.ready = true;
  }

  async beginTransaction(c: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const connection = c as ScopedConnection;
    const plain = !settings.isolationLevel && !settings.accessMode;
    const inScope = (this.sessionScope.get(connection.inner) ?? '') === connection.wanted;
    if (!plain || !SCOPE_LITERAL.test(connection.wanted)) {
      await this.moveSession(connection);
      await this.inner.beginTransaction(connection.inner, settings);
      if (connection.locks.length) {
        await connection.inner.executeQuery(CompiledQuery.raw(lockStatements(connection.locks).join('; ')));
      }
      return;
    }
    // Simple protocol (no parameters): every statement in one round trip, run in order; `true` makes the setting end with the transaction.
    await connection.inner.executeQuery(
      CompiledQuery.raw(scopedBegin('begin', inScope ? null : connection.wanted, connection.locks)),
    );
    connection.ready = true;
  }

  commitTransaction = (c: DatabaseConnection) => this.inner.commitTransaction((c as ScopedConnection).inner);
  rollbackTransaction = (c: DatabaseConnection) => this.inner.rollbackTransaction((c as ScopedConnection).inner);
}

/**
 * How connections reach PostgreSQL: each one its own session ('session': directly, or a pooler in session mode), or
 * through a pooler that hands a session to a client for one transaction only ('transaction', PgBouncer's
 * pool_mode=transaction), where nothing may be left on a session (transaction-scope-driver.ts, docs/decisions/046).
 */
export type PoolerMode = 'session' | 'transaction';

export function withTenantScope(dialect: Dialect, pooler: PoolerMode = 'session'): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () =>
      pooler === 'transaction'
        ? new TransactionScopeDriver(dialect.createDriver())
        : new TenantDriver(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
