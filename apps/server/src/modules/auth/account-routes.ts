import { accountRoutes as routes, homePathForRoles } from '@vidriera/core';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { addRoute } from '../../shared/route';
import { authOf } from './access';
import { type Auth, googleSignInConfigured } from './auth';
import { changePassword } from './change-password';

/** The signed-in person's own account: who am I, change my password; and what the app needs before anyone signs in. */
export function registerAccountRoutes(app: ApiApp, { auth, db, config, mailer }: AppContext & { auth: Auth }) {
  addRoute(app, routes.config, () => ({
    googleEnabled: googleSignInConfigured(config),
    shopDomain: config.SHOP_DOMAIN,
    publicUrl: config.PUBLIC_URL,
  }));

  addRoute(app, routes.me, async (request) => {
    const { user, roles, secondFactor } = authOf(request);
    const credential = await db
      .selectFrom('accounts')
      .select('id')
      .where('user_id', '=', user.id)
      .where('provider_id', '=', 'credential')
      .where('password', 'is not', null)
      .executeTakeFirst();
    return {
      user: { ...user, hasPassword: credential !== undefined },
      roles,
      secondFactor,
      homePath: homePathForRoles(roles),
    };
  });

  /** Sets a new password (the current one proves it is the owner) and ends every session of the person. */
  addRoute(app, routes.changePassword, async (request) => {
    await changePassword(
      { auth, db, mailer, publicUrl: config.PUBLIC_URL, log: request.log },
      authOf(request),
      request.body,
    );
  });
}
