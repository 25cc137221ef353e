import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { currentTenantScope, locksOnBegin } from './tenant-context';

/** Store ids are uuids, or '*' for every store; anything else is never inlined into SQL. */
export const SCOPE_LITERAL = /^(?:[0-9a-f-]*|\*)$/i;

/** Transaction-scoped advisory locks, in order, as simple-protocol statements (keys are numbers, safe inline). */
export const lockStatements = (locks: readonly bigint[]): string[] =>
  locks.map((key) => `select pg_advisory_xact_lock(${BigInt.asIntN(64, key)})`);

/** The BEGIN of a transaction and what it does first, as one simple-protocol text (no parameters: one round trip). */
export function scopedBegin(begin: string, scope: string | null, locks: readonly bigint[]): string {
  return [
    begin,
    ...(scope === null ? [] : [`select set_config('app.store_id', '${scope}', true)`]),
    ...lockStatements(locks),
  ].join('; ');
}

/** Kysely's own BEGIN for these settings (its PostgreSQL driver's words). */
function beginText(settings: TransactionSettings): string {
  if (!settings.isolationLevel && !settings.accessMode) return 'begin';
  return [
    'start transaction',
    ...(settings.isolationLevel ? [`isolation level ${settings.isolationLevel}`] : []),
    ...(settings.accessMode ? [settings.accessMode] : []),
  ].join(' ');
}

/**
 * One use of a connection that may reach a different PostgreSQL session with every transaction (a pooler such as
 * PgBouncer in transaction mode hands a server connection to a client for one transaction only). Nothing is left
 * on a session: each transaction sets the scope for itself alone (`set_config(…, true)`) in the round trip of its
 * BEGIN, and a statement run outside a transaction is wrapped in one of its own, so its scope is neither missing
 * nor seen by the next client of that session.
 */
class TransactionScopedConnection implements DatabaseConnection {
  inTransaction = false;
  constructor(
    readonly inner: DatabaseConnection,
    readonly wanted: string,
    readonly locks: readonly bigint[],
  ) {}

  /** Opens a transaction in this use's scope, taking its advisory locks. */
  async begin(begin: string, locks: readonly bigint[]): Promise<void> {
    if (SCOPE_LITERAL.test(this.wanted)) {
      await this.inner.executeQuery(CompiledQuery.raw(scopedBegin(begin, this.wanted, locks)));
    } else {
      await this.inner.executeQuery(CompiledQuery.raw(begin));
      this.inTransaction = true;
      await this.inner.executeQuery(CompiledQuery.raw(`select set_config('app.store_id', $1, true)`, [this.wanted]));
      if (locks.length) await this.inner.executeQuery(CompiledQuery.raw(lockStatements(locks).join('; ')));
    }
    this.inTransaction = true;
  }

  async end(command: 'commit' | 'rollback'): Promise<void> {
    this.inTransaction = false;
    await this.inner.executeQuery(CompiledQuery.raw(command));
  }

  /** Runs `work` inside a transaction of its own unless one is open (a lone statement's scope). */
  private async alone<T>(work: () => Promise<T>): Promise<T> {
    if (this.inTransaction) return work();
    try {
      await this.begin('begin', []);
      const result = await work();
      await this.end('commit');
      return result;
    } catch (error) {
      // A failed statement left its transaction aborted: end it, keeping the statement's own error.
      if (this.inTransaction) await this.end('rollback').catch(() => undefined);
      throw error;
    }
  }

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.alone(() => this.inner.executeQuery<R>(query));
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    const own = !this.inTransaction;
    if (own) await this.begin('begin', []);
    try {
      yield* this.inner.streamQuery<R>(query, chunkSize);
      if (own) await this.end('commit');
    } finally {
      if (own && this.inTransaction) await this.end('rollback').catch(() => undefined);
    }
  }
}

const use = (c: DatabaseConnection) => c as TransactionScopedConnection;

/** The tenant scope for a pooler in transaction mode (DATABASE_POOLER=transaction, docs/decisions/046). */
export class TransactionScopeDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init = () => this.inner.init();
  destroy = () => this.inner.destroy();

  async acquireConnection(): Promise<DatabaseConnection> {
    return new TransactionScopedConnection(await this.inner.acquireConnection(), currentTenantScope(), locksOnBegin());
  }

  releaseConnection = (c: DatabaseConnection) => this.inner.releaseConnection(use(c).inner);

  beginTransaction = (c: DatabaseConnection, settings: TransactionSettings) =>
    use(c).begin(beginText(settings), use(c).locks);

  commitTransaction = (c: DatabaseConnection) => use(c).end('commit');
  rollbackTransaction = (c: DatabaseConnection) => use(c).end('rollback');
}
