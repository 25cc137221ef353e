import { domainRoutes as routes } from '@vidriera/core';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { notFound } from '../../shared/app-error';
import { addRoute } from '../../shared/route';
import { storeOf } from '../auth/access';
import { checkOwnDomain, findOwnDomain, removeOwnDomain, saveOwnDomain, toOwnDomainDto } from './own-domain';

const NO_DOMAIN = 'Tu tienda no tiene un dominio propio.';

/** The owner's own domain (docs/product/stores.md, "Dominio propio"): set it, see the DNS records, verify it now, remove it. */
export function registerDomainRoutes(app: ApiApp, { db, config }: AppContext): void {
  addRoute(app, routes.mine, async (request) => {
    const row = await findOwnDomain(db, storeOf(request).id);
    return { domain: row ? toOwnDomainDto(row, config) : null };
  });

  addRoute(app, routes.save, async (request) => {
    const row = await saveOwnDomain(db, storeOf(request).id, request.body.domain, config);
    return { domain: toOwnDomainDto(row, config) };
  });

  addRoute(app, routes.verify, async (request) => {
    const row = await findOwnDomain(db, storeOf(request).id);
    if (!row) throw notFound(NO_DOMAIN);
    return { domain: toOwnDomainDto(await checkOwnDomain(db, row, config), config) };
  });

  addRoute(app, routes.remove, async (request) => {
    await removeOwnDomain(db, storeOf(request).id);
    return { domain: null };
  });
}
