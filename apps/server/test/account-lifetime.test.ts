import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteUnconfirmedAccounts } from '../src/modules/housekeeping/housekeeping';
import { Browser, createTestApp, lastLinkFor, signUpConfirmed, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

const signUp = (email: string, password = 'tucan-verde-19') =>
  new Browser(t.app).post('/api/auth/sign-up/email', {
    firstName: 'Ana',
    lastName: 'Pérez',
    email,
    password,
    callbackURL: '/auth/callback',
  });

describe('sessions', () => {
  it('end 30 days after sign-in however active they are', async () => {
    const email = 'activa@example.com';
    const browser = await signUpConfirmed(t, email);
    const user = await t.db.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    // Signed in 29 days and 23 hours ago, last refreshed two days ago: today's use would slide the expiry 30 days ahead.
    await sql`update sessions set created_at = now() - interval '29 days 23 hours', updated_at = now() - interval '2 days', expires_at = now() + interval '28 days'
      where user_id = ${user.id}`.execute(t.db.db);
    expect((await browser.get('/api/me')).statusCode).toBe(200);
    const session = await sql<{
      left: number;
    }>`select extract(epoch from expires_at - now())::integer as left from sessions where user_id = ${user.id}`.execute(
      t.db.db,
    );
    expect(session.rows[0]?.left).toBeLessThanOrEqual(3600);

    await sql`update sessions set created_at = now() - interval '30 days 1 minute' where user_id = ${user.id}`.execute(
      t.db.db,
    );
    await sql`update sessions set updated_at = updated_at where user_id = ${user.id}`.execute(t.db.db);
    expect((await browser.get('/api/me')).statusCode).toBe(401);
  });

  it('still slide within those 30 days when idle less than the idle limit', async () => {
    const email = 'reciente@example.com';
    const browser = await signUpConfirmed(t, email);
    const user = await t.db.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await sql`update sessions set created_at = now() - interval '3 days', updated_at = now() - interval '2 days', expires_at = now() + interval '1 day' where user_id = ${user.id}`.execute(
      t.db.db,
    );
    expect((await browser.get('/api/me')).statusCode).toBe(200);
    const session = await sql<{
      days: number;
    }>`select extract(day from expires_at - now())::integer as days from sessions where user_id = ${user.id}`.execute(
      t.db.db,
    );
    expect(session.rows[0]?.days).toBeGreaterThanOrEqual(5);
  });
});

describe('unconfirmed accounts', () => {
  it('are deleted two days after sign-up, so the owner of the address can sign up with it', async () => {
    const email = 'ocupada@example.com';
    expect((await signUp(email, 'del-intruso-1')).statusCode).toBe(200);
    const confirmed = await signUpConfirmed(t, 'confirmada@example.com');
    await sql`update users set created_at = now() - interval '49 hours'`.execute(t.db.db);

    expect(await deleteUnconfirmedAccounts(t.db.db)).toBe(1);
    expect(
      await t.db.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();
    expect((await confirmed.get('/api/me')).statusCode).toBe(200);

    expect((await signUp(email, 'de-la-duena-2')).statusCode).toBe(200);
    const link = new URL(lastLinkFor(t.mails, email));
    const owner = new Browser(t.app);
    await owner.get(link.pathname + link.search);
    expect((await owner.get('/api/me')).json().user.email).toBe(email);
    expect(
      (await new Browser(t.app).post('/api/auth/sign-in/email', { email, password: 'del-intruso-1' })).statusCode,
    ).toBe(401);
  });

  it('are kept while they are younger than two days', async () => {
    expect((await signUp('nueva-sin-confirmar@example.com')).statusCode).toBe(200);
    expect(await deleteUnconfirmedAccounts(t.db.db)).toBe(0);
  });
});

describe('update-user', () => {
  it('keeps the sign-up name rules and derives the full name', async () => {
    const browser = await signUpConfirmed(t, 'renombrada@example.com');
    const ok = await browser.post('/api/auth/update-user', { firstName: '  Luz ', lastName: 'Marina' });
    expect(ok.statusCode).toBe(200);
    expect((await browser.get('/api/me')).json().user).toMatchObject({
      firstName: 'Luz',
      lastName: 'Marina',
      name: 'Luz Marina',
    });

    for (const [body, field, message] of [
      [{ firstName: '', lastName: 'Marina' }, 'firstName', 'Nombre es requerido'],
      [{ firstName: 'L'.repeat(61), lastName: 'Marina' }, 'firstName', 'Nombre no puede superar los 60 caracteres'],
      [
        { firstName: 'Luz', lastName: 'Marina', image: 'javascript:alert(1)' },
        '',
        'Solo puedes cambiar tu nombre y apellido.',
      ],
      [{ name: '<b>Otra</b>' }, 'firstName', 'Nombre es requerido'],
    ] as const) {
      const res = await browser.post('/api/auth/update-user', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ message, ...(field ? { field } : {}) });
    }
    const user = await t.db.db
      .selectFrom('users')
      .select(['name', 'image'])
      .where('email', '=', 'renombrada@example.com')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ name: 'Luz Marina', image: null });
  });
});
