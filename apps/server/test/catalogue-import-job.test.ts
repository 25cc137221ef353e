import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUN_CATALOGUE_IMPORT } from '../src/modules/catalogue/catalogue-import-job';
import { enqueueJob } from '../src/modules/jobs/job-queue';
import { countInStore } from './helpers/catalogue';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/*
 * "Importar CSV" confirmed runs as a job (docs/product/catalogue.md, "Planilla
 * CSV"; docs/decisions/025-import-as-a-job.md): the page sees it queued,
 * running with its rows done and ended with its result, even after leaving;
 * it writes all of the file or nothing, a repeated confirmation or a job
 * taken again after a crash never writes twice, and a store imports one
 * file at a time.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
}, 120_000);
afterAll(() => t.close());

const file = (products: number, price = 1000, prefix = 'Producto') =>
  `Producto;Precio base;SKU;Stock\n${Array.from({ length: products }, (_, i) => `${prefix} ${i};${price + i};${prefix.slice(0, 3)}-${i};${i % 9}`).join('\n')}`;

async function newOwner(name: string): Promise<{ owner: Browser; storeId: string }> {
  // Account e-mails go out as they would; the imports' jobs wait for the test to run them.
  t.setJobs('after-request');
  const owner = await signUpConfirmed(t, `${name}@example.com`);
  const store = (await owner.post('/api/stores', { name: `Tienda ${name}` })).json().store as { id: string };
  t.setJobs('manual');
  return { owner, storeId: store.id };
}

const latest = async (owner: Browser) => (await owner.get('/api/catalogue/products/import/latest')).json().import;
const productCount = (storeId: string) => countInStore(t, 'products', storeId);

describe('Importar CSV as a job', () => {
  it('answers at once with the import queued, then shows its rows done and its result to a page that comes back', async () => {
    const { owner, storeId } = await newOwner('progreso');
    expect(await latest(owner)).toBeNull();
    const confirmed = await owner.post('/api/catalogue/products/import', { csv: file(350) });
    expect(confirmed.statusCode).toBe(202);
    expect(confirmed.json()).toMatchObject({
      state: 'queued',
      rowsDone: 0,
      rowsTotal: 350,
      products: 350,
      result: null,
      error: null,
    });
    expect(await productCount(storeId)).toBe(0);
    // Another tab (or the same page after leaving) finds it.
    const again = await new Browser(t.app).get('/api/catalogue/products/import/latest');
    expect(again.statusCode).toBe(401);
    expect(await latest(owner)).toMatchObject({ id: confirmed.json().id, state: 'queued' });

    if (t.db.url) {
      // On PostgreSQL the rows done are seen while the job writes: it is held after its first chunks (by a lock the test keeps).
      const holder = new pg.Client({ connectionString: t.db.url });
      await holder.connect();
      await holder.query('select pg_advisory_lock(4242)');
      await t.db.runAsOwner(`create function hold_import() returns trigger language plpgsql as $$ begin
          if new.name = 'Producto 250' then perform pg_advisory_lock_shared(4242); perform pg_advisory_unlock_shared(4242); end if; return new; end $$;
        create trigger hold_import before insert on products for each row execute function hold_import()`);
      try {
        const draining = t.ctx.jobs.drain();
        let seen = await latest(owner);
        while (seen.rowsDone < 200) seen = await latest(owner);
        expect(seen).toMatchObject({ state: 'running', rowsDone: 200, rowsTotal: 350, result: null });
        expect(await productCount(storeId)).toBe(0);
        await holder.query('select pg_advisory_unlock(4242)');
        await draining;
      } finally {
        await holder.end();
        await t.db.runAsOwner('drop trigger hold_import on products; drop function hold_import()');
      }
    } else {
      await t.ctx.jobs.drain();
    }
    const done = await latest(owner);
    expect(done).toMatchObject({
      state: 'done',
      rowsDone: 350,
      rowsTotal: 350,
      result: { created: 350, updated: 0 },
      error: null,
      failures: [],
    });
    expect(done.finishedAt).not.toBeNull();
    expect(await productCount(storeId)).toBe(350);
  }, 120_000);

  it('writes none of the file when a chunk after the first ones fails, and says so in Spanish', async () => {
    const { owner, storeId } = await newOwner('falla');
    expect((await owner.post('/api/catalogue/products/import', { csv: file(300) })).statusCode).toBe(202);
    await t.db.runAsOwner(`create function refuse_product() returns trigger language plpgsql as $$ begin
        if new.store_id = '${storeId}' and new.name = 'Producto 280' then raise exception 'no'; end if; return new; end $$;
      create trigger refuse_product before insert on products for each row execute function refuse_product()`);
    try {
      await t.ctx.jobs.drain();
    } finally {
      await t.db.runAsOwner('drop trigger refuse_product on products; drop function refuse_product()');
    }
    expect(await latest(owner)).toMatchObject({
      state: 'failed',
      result: null,
      error: 'No se pudo importar el archivo y no se guardó nada. Intenta de nuevo.',
    });
    expect(await productCount(storeId)).toBe(0);
    // The file's text is not kept once the import ended.
    expect(
      (
        await t.db.db
          .selectFrom('catalogue_imports')
          .select('csv')
          .where('store_id', '=', storeId)
          .executeTakeFirstOrThrow()
      ).csv,
    ).toBeNull();
    // And the store can import again.
    expect((await owner.post('/api/catalogue/products/import', { csv: file(300) })).statusCode).toBe(202);
    await t.ctx.jobs.drain();
    expect(await latest(owner)).toMatchObject({ state: 'done', result: { created: 300, updated: 0 } });
  }, 120_000);

  it('takes the same file confirmed twice as one import, and refuses another file until the first ends', async () => {
    const { owner, storeId } = await newOwner('repetida');
    const first = await owner.post('/api/catalogue/products/import', { csv: file(20) });
    const twice = await owner.post('/api/catalogue/products/import', { csv: file(20) });
    expect(twice.statusCode).toBe(202);
    expect(twice.json().id).toBe(first.json().id);
    const other = await owner.post('/api/catalogue/products/import', { csv: file(5, 500, 'Otro') });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(
      'Ya hay una importación en curso en tu tienda. Espera a que termine para importar otro archivo.',
    );
    // Another store imports meanwhile.
    const neighbour = await newOwner('vecina');
    expect(
      (await neighbour.owner.post('/api/catalogue/products/import', { csv: file(5, 500, 'Otro') })).statusCode,
    ).toBe(202);

    await t.ctx.jobs.drain();
    expect(await productCount(storeId)).toBe(20);
    expect(await productCount(neighbour.storeId)).toBe(5);
    expect(await latest(owner)).toMatchObject({
      id: first.json().id,
      state: 'done',
      result: { created: 20, updated: 0 },
    });
    // Once it ended, the same file is a new import: it updates the same products, it never doubles them.
    expect((await owner.post('/api/catalogue/products/import', { csv: file(20, 2000) })).statusCode).toBe(202);
    await t.ctx.jobs.drain();
    expect(await latest(owner)).toMatchObject({ state: 'done', result: { created: 0, updated: 20 } });
    expect(await productCount(storeId)).toBe(20);
  }, 120_000);

  it('runs a job taken again after its worker died from the start, and a job run after the import ended writes nothing', async () => {
    const { owner, storeId } = await newOwner('caida');
    const { id } = (await owner.post('/api/catalogue/products/import', { csv: file(40) })).json();
    // A worker took the job and died before committing: its transaction left nothing, its lease ran out.
    await t.db.db
      .updateTable('catalogue_imports')
      .set({ state: 'running', rows_done: 30 })
      .where('id', '=', id)
      .execute();
    await t.db.db
      .updateTable('jobs')
      .set({ state: 'running', attempts: 1, locked_until: new Date(Date.now() - 1000) })
      .where('kind', '=', RUN_CATALOGUE_IMPORT.kind)
      .where('state', '=', 'pending')
      .execute();
    await t.ctx.jobs.drain();
    expect(await latest(owner)).toMatchObject({ id, state: 'done', rowsDone: 40, result: { created: 40, updated: 0 } });

    await enqueueJob(t.db.db, RUN_CATALOGUE_IMPORT, { importId: id, storeId });
    await t.ctx.jobs.drain();
    expect(await productCount(storeId)).toBe(40);
    expect(await latest(owner)).toMatchObject({ id, state: 'done', result: { created: 40, updated: 0 } });
  }, 120_000);
});
