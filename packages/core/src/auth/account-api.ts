import { changePasswordSchema } from './auth';
import { appConfigSchema, sessionSchema } from './account-contracts';
import { noContent } from '../shared/common-contracts';
import { defineRoute } from '../shared/define-route';

/**
 * The signed-in person's own account, and what the app needs before anyone
 * signs in. Sign-up, sign-in and two-step verification are better-auth's
 * own routes under /api/auth/* (apps/server/src/modules/auth/auth-routes.ts), outside this table;
 * the calls the web makes are described in auth-calls.ts.
 */
export const accountRoutes = {
  config: defineRoute({
    method: 'GET',
    path: '/api/config',
    access: 'public',
    summary: 'Lo que la app necesita antes de iniciar sesión',
    responses: { 200: appConfigSchema },
  }),
  me: defineRoute({
    method: 'GET',
    path: '/api/me',
    access: 'user',
    summary: 'Quién inició sesión, sus roles y su pantalla de inicio',
    responses: { 200: sessionSchema },
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/api/account/password',
    access: 'user',
    summary: 'Cambiar la contraseña; cierra todas las sesiones de la persona',
    body: changePasswordSchema,
    errors: [429],
    responses: { 204: noContent },
  }),
} as const;
