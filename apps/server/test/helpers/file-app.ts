import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/**
 * What a test file makes once before its tests (beforeAll): the returned stand-in reaches it once it is made, so the
 * file needs no `let` of its own for it. A hook registered after may use it.
 */
export function madeBeforeAll<T extends object>(make: () => Promise<T>): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  const target = () => {
    if (!made) throw new Error('Made in beforeAll: use it inside a hook or a test.');
    return made;
  };
  return new Proxy({} as T, {
    get: (_, key) => {
      const value: unknown = Reflect.get(target(), key);
      return typeof value === 'function' ? value.bind(target()) : value;
    },
    set: (_, key, value) => Reflect.set(target(), key, value),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(target(), key),
  });
}

/** The test file's app: made before its tests, closed after them. */
export function appForFile(env: Record<string, string> = {}, options: TestAppOptions = {}): TestApp {
  const app = madeBeforeAll(() => createTestApp(env, options));
  afterAll(() => app.close());
  return app;
}
