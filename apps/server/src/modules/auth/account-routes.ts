import { appConfigSchema, homePathForRoles, noContent, passwordSchema, sessionSchema } from '@vidriera/core';
import { z } from 'zod';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { authOf } from './access';

const updatePasswordBody = z.object({ password: passwordSchema });

/** The signed-in person's own account: who am I, change my password; and what the app needs before anyone signs in. */
export function registerAccountRoutes(app: ApiApp, { auth, db, config }: AppContext) {
  app.get('/api/config', { config: { access: 'public' }, schema: { response: { 200: appConfigSchema } } }, async () => ({
    googleEnabled: Boolean(config.GOOGLE_CLIENT_ID),
    shopDomain: config.SHOP_DOMAIN,
    publicUrl: config.PUBLIC_URL,
  }));

  app.get('/api/me', { config: { access: 'user' }, schema: { response: { 200: sessionSchema } } }, async (request) => {
    const { user, roles } = authOf(request);
    return { user, roles, homePath: homePathForRoles(roles) };
  });

  /** Sets a new password and ends every session of the person (a password change signs out everywhere). */
  app.post(
    '/api/account/password',
    { config: { access: 'user' }, schema: { body: updatePasswordBody, response: { 204: noContent } } },
    async (request, reply) => {
      const { password } = request.body;
      const { user } = authOf(request);
      const context = await auth.$context;
      const hash = await context.password.hash(password);
      const credential = await db
        .selectFrom('accounts')
        .select('id')
        .where('user_id', '=', user.id)
        .where('provider_id', '=', 'credential')
        .executeTakeFirst();
      if (credential) {
        await context.internalAdapter.updatePassword(user.id, hash);
      } else {
        await context.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });
      }
      await context.internalAdapter.deleteUserSessions(user.id);
      return reply.status(204).send();
    },
  );
}
