import { domainRoutes } from '@vidriera/core';
import { notFound } from '../../shared/app-error';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { addRoute } from '../../shared/route';
import { findStoreByDomain } from './domain-repository';

/**
 * Caddy's on-demand TLS asks here before it obtains a certificate for a name
 * (docs/decisions/023-own-domain.md): 200 only for the verified domain of an
 * active store, 404 for any other name, so nobody can make the platform ask a
 * certificate authority for names that are not a store's.
 */
export function registerDomainAllowedRoute(app: ApiApp, { db }: Pick<AppContext, 'db'>): void {
  addRoute(app, domainRoutes.allowed, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const store = await findStoreByDomain(db, request.query.domain);
    if (!store) throw notFound('Ese dominio no es de ninguna tienda.');
    return { domain: store.domain };
  });
}
