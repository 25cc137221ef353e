import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaOptions } from '../../shared/app-context';
import { areaAccess } from '../auth/access';
import { registerDomainAllowedRoute } from './domain-allowed-route';
import { registerDomainRoutes } from './domain-routes';

/** Own domains, under /api: the owner's (/api/stores/mine/domain) and the question Caddy asks before a certificate (/api/domains/allowed, public). */
export const domainsPlugin: FastifyPluginAsyncZod<AreaOptions> = async (app, { ctx }) => {
  areaAccess(app, 'owner', 'public');
  registerDomainRoutes(app, ctx);
  registerDomainAllowedRoute(app, ctx);
};
