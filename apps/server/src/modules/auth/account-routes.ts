import { homePathForRoles, passwordSchema } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../../config';
import { parseInput } from '../../shared/parse-input';
import { authOf } from './access';
import type { Auth } from './auth';

const updatePasswordBody = z.object({ password: passwordSchema });

/** The signed-in person's own account: who am I, change my password. */
export function registerAccountRoutes(app: FastifyInstance, deps: { auth: Auth; db: Kysely<Database>; config: Config }) {
  app.get('/api/config', { config: { access: 'public' } }, async () => ({
    googleEnabled: Boolean(deps.config.GOOGLE_CLIENT_ID),
    shopDomain: deps.config.SHOP_DOMAIN,
    publicUrl: deps.config.PUBLIC_URL,
  }));

  app.get('/api/me', { config: { access: 'user' } }, async (request) => {
    const { user, roles } = authOf(request);
    return { user, roles, homePath: homePathForRoles(roles) };
  });

  /** Sets a new password and ends every session of the person (spec: success signs out). */
  app.post('/api/account/password', { config: { access: 'user' } }, async (request, reply) => {
    const { password } = parseInput(updatePasswordBody, request.body);
    const { user } = authOf(request);
    const context = await deps.auth.$context;
    const hash = await context.password.hash(password);
    const credential = await deps.db
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
  });
}
