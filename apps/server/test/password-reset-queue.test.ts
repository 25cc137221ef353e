import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/**
 * "Forgot my password" only counts the request and queues it
 * (modules/auth/password-reset-request.ts): the answer and the work behind
 * it are the same whether or not the address has an account, and one address
 * gets a few reset e-mails an hour, whoever asks.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each request from an address of its own, so the per-address limit on requests stays out of the way. */
let caller = 0;
const ask = (email: string) =>
  new Browser(t.app, undefined, `198.51.100.${++caller}`).post('/api/auth/request-password-reset', {
    email,
    redirectTo: '/auth/reset-password',
  });

/** The statements a request runs, without their values. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const before = t.queries.length;
  await run();
  return t.queries.slice(before);
}

describe('password reset requests', () => {
  it('do the same database work, and answer the same, for an address with an account and one without', async () => {
    await signUpConfirmed(t, 'con-cuenta@example.com', 'tucan-verde-19', '192.0.2.1');
    t.setJobs('manual');
    try {
      let known: Awaited<ReturnType<typeof ask>> | undefined;
      let unknown: Awaited<ReturnType<typeof ask>> | undefined;
      const withAccount = await statementsOf(async () => (known = await ask('con-cuenta@example.com')));
      const withoutAccount = await statementsOf(async () => (unknown = await ask('sin-cuenta@example.com')));
      expect(withAccount).toEqual(withoutAccount);
      expect(withAccount.some((q) => /insert into "jobs"/.test(q))).toBe(true);
      expect(withAccount.some((q) => /\busers\b|\bverifications\b/.test(q))).toBe(false);
      expect(known?.statusCode).toBe(200);
      expect(unknown?.json()).toEqual(known?.json());
    } finally {
      t.setJobs('after-request');
      await t.ctx.jobs.drain();
    }
    expect(t.mails.filter((m) => m.to === 'con-cuenta@example.com' && m.subject.startsWith('Restablece'))).toHaveLength(
      1,
    );
    expect(t.mails.some((m) => m.to === 'sin-cuenta@example.com')).toBe(false);
  });

  it('send one address at most 3 reset e-mails an hour, whoever asks, and answer every request the same', async () => {
    const email = 'acosada@example.com';
    await signUpConfirmed(t, email, 'tucan-verde-19', '192.0.2.2');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await ask(email));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(t.mails.filter((m) => m.to === email && m.subject.startsWith('Restablece'))).toHaveLength(3);
  });
});
