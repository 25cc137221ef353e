import { parse, type PGlite, protocol } from '@electric-sql/pglite';
import { MAX_PREPARED_TEXTS, PREPARED } from './prepared-statements';

/** What the Kysely dialect asks of PGlite. */
type Queried = Pick<PGlite, 'query' | 'close'>;

type BackendMessages = Awaited<ReturnType<PGlite['execProtocolStream']>>;

/**
 * PGlite as the Kysely dialect sees it, with the statements ending with PREPARED kept as named statements of its one
 * session, as the PostgreSQL pool keeps them on each connection (prepared-statements.ts): parsed and described once,
 * then bound and run with new parameters, so PostgreSQL may keep their plan. PGlite's own `query` parses, describes
 * and plans every statement again, on the thread that serves the requests. The messages are PGlite's extended
 * protocol, in the order its `query` sends them, and the answer is read by its own parser.
 */
export function preparingPglite(pglite: PGlite): Queried {
  const statements = new Map<string, { name: string; types: number[] }>();
  const send = (message: Uint8Array) => pglite.execProtocolStream(message, { syncToFs: false });
  const { serialize } = protocol;

  const runPrepared = (text: string, values: unknown[]) =>
    pglite.runExclusive(async () => {
      const messages: BackendMessages = [];
      try {
        let statement = statements.get(text);
        if (!statement) {
          const name = `vidriera_${statements.size + 1}`;
          messages.push(...(await send(serialize.parse({ name, text }))));
          const described = await send(serialize.describe({ type: 'S', name }));
          statement = { name, types: parse.parseDescribeStatementResults(described) };
          statements.set(text, statement);
        }
        const types = statement.types;
        const serialized = values.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = pglite.serializers[types[i] ?? 0];
          return serializer ? serializer(value) : String(value);
        });
        messages.push(...(await send(serialize.bind({ statement: statement.name, values: serialized }))));
        messages.push(...(await send(serialize.describe({ type: 'P' }))));
        messages.push(...(await send(serialize.execute({}))));
      } finally {
        messages.push(...(await send(serialize.sync())));
      }
      await pglite.syncToFs();
      const [result] = parse.parseResults(messages, pglite.parsers);
      if (!result) throw new Error('PGlite: a prepared statement gave no result');
      return result;
    });

  return {
    query: ((text: string, values?: unknown[], options?: Parameters<PGlite['query']>[2]) =>
      text.endsWith(PREPARED) && (statements.has(text) || statements.size < MAX_PREPARED_TEXTS)
        ? runPrepared(text, values ?? [])
        : pglite.query(text, values, options)) as PGlite['query'],
    close: () => pglite.close(),
  };
}
