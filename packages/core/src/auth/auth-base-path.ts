/**
 * Where the auth library (better-auth) answers: apps/server/src/modules/auth/auth-routes.ts mounts it. Alone in its
 * module: the store pages' own script reads it (through apps/web/src/lib/api-client.ts) and must not carry the auth
 * calls' zod schemas (auth-calls.ts) with it.
 */
export const AUTH_BASE_PATH = '/api/auth';
