import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';

/**
 * PGlite runs each statement on the process's own thread, and its answers
 * arrive as already-settled promises: statements queued by concurrent
 * requests (or a transaction's statements one after another) would run back
 * to back without the event loop ever taking a turn, so no socket is read
 * and no timer fires until the queue is empty. Each statement here first
 * waits for one turn of the loop, so a request waits for at most the
 * statement under way (docs/SECURITY.md, "No request stalls the others").
 */
const loopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

class TurnTakingConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    await loopTurn();
    return this.inner.executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    await loopTurn();
    yield* this.inner.streamQuery<R>(query, chunkSize);
  }
}

const innerOf = (c: DatabaseConnection) => (c as TurnTakingConnection).inner;

class TurnTakingDriver implements Driver {
  constructor(private readonly inner: Driver) {}
  init = () => this.inner.init();
  destroy = () => this.inner.destroy();
  acquireConnection = async () => new TurnTakingConnection(await this.inner.acquireConnection());
  releaseConnection = (c: DatabaseConnection) => this.inner.releaseConnection(innerOf(c));
  beginTransaction = async (c: DatabaseConnection, settings: TransactionSettings) => {
    await loopTurn();
    return this.inner.beginTransaction(innerOf(c), settings);
  };
  commitTransaction = (c: DatabaseConnection) => this.inner.commitTransaction(innerOf(c));
  rollbackTransaction = (c: DatabaseConnection) => this.inner.rollbackTransaction(innerOf(c));
}

export function withLoopTurns(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new TurnTakingDriver(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
