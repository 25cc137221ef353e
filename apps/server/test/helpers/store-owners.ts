import { signUpConfirmed, type TestApp } from './test-app';

/* Owners for the store tests (stores-*.test.ts), each with an address of her own. */

/** How many owners signed up: the last one is duena{counter}@example.com. */
export let counter = 0;

export function storeOwners(t: TestApp) {
  const owner = () => signUpConfirmed(t, `duena${++counter}@example.com`);
  const storeCount = async () =>
    (
      await t.db.db
        .selectFrom('stores')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  return { owner, storeCount };
}
