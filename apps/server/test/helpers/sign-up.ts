import type { TestApp } from './test-app';

/* What the sign-up tests (auth-signup*.test.ts) send and count. */

/** How many accounts the app's database holds. */
export const userCounter = (t: TestApp) => async () =>
  (
    await t.db.db
      .selectFrom('users')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

/** A sign-up's body for `email`, as the form sends it. */
export const signUpBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Lucía',
  lastName: 'Gómez',
  name: 'Lucía Gómez',
  email,
  password: 'tucan-verde-19',
  callbackURL: '/auth/callback',
  ...overrides,
});
