import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle, PREPARED } from '../src/index';

/*
 * PGlite keeps the statements ending with PREPARED as named statements of its session (pglite-prepared.ts): each is
 * parsed once, then bound and run with new parameters, and PostgreSQL may keep a generic plan for it. What it answers
 * must be what an unprepared run answers: parameters of every kind, errors with their codes, writes, transactions.
 */
let handle: DbHandle;

beforeAll(async () => {
  handle = await createDb({ memory: true });
  await sql`create table notes (id int8 primary key, body text, tags text[], data jsonb)`.execute(handle.db);
});
afterAll(() => handle.close());

interface Prepared {
  name: string;
  statement: string;
  generic_plans: number;
  custom_plans: number;
}
const prepared = async () =>
  (
    await sql<Prepared>`select name, statement, generic_plans::int, custom_plans::int from pg_prepared_statements`.execute(
      handle.db,
    )
  ).rows;

const findNotes = (tags: string[]) =>
  sql<{ id: number; body: string | null; data: unknown }>`
    select id, body, data from notes where tags && ${tags}::text[] order by id ${sql.raw(PREPARED)}`.execute(handle.db);

describe('prepared statements on PGlite', () => {
  it('are named once, answer each run with its own parameters, and keep a generic plan after the first runs', async () => {
    const insert = (id: number, body: string | null, tags: string[], data: unknown) =>
      sql`insert into notes (id, body, tags, data) values (${id}, ${body}, ${tags}::text[], ${JSON.stringify(data)}::jsonb)
        ${sql.raw(PREPARED)}`.execute(handle.db);
    await insert(1, 'remera', ['ropa', 'verano'], { talle: 'M' });
    await insert(2, null, ['ropa'], [1, 2]);
    await insert(3, 'taza', ['cocina'], null);
    expect((await findNotes(['ropa'])).rows).toEqual([
      { id: 1, body: 'remera', data: { talle: 'M' } },
      { id: 2, body: null, data: [1, 2] },
    ]);
    expect((await findNotes(['cocina', 'verano'])).rows.map((r) => r.id)).toEqual([1, 3]);
    for (let i = 0; i < 6; i++) expect((await findNotes(['nada'])).rows).toEqual([]);
    const named = await prepared();
    expect(named.map((p) => p.name).sort()).toEqual(['vidriera_1', 'vidriera_2']);
    const find = named.find((p) => p.statement.includes('tags &&'));
    expect(find?.custom_plans).toBe(5);
    expect(find?.generic_plans).toBeGreaterThan(0);
  });

  it("answers an error with PostgreSQL's code and leaves the session usable, in a transaction or not", async () => {
    const divide = (by: number) =>
      sql<{ q: number }>`select 10 / ${by}::int as q ${sql.raw(PREPARED)}`.execute(handle.db);
    await expect(divide(0)).rejects.toMatchObject({ code: '22012' });
    expect((await divide(5)).rows).toEqual([{ q: 2 }]);
    await expect(
      handle.db.transaction().execute(async (tx) => {
        await sql`insert into notes (id, body) values (${9}, ${'en curso'}) ${sql.raw(PREPARED)}`.execute(tx);
        await sql`insert into notes (id, body) values (${9}, ${'otra vez'}) ${sql.raw(PREPARED)}`.execute(tx);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await sql`select id from notes where id = 9`.execute(handle.db)).rows).toEqual([]);
    expect((await findNotes(['cocina'])).rows.map((r) => r.id)).toEqual([3]);
  });
});
