import { domainRoutes as routes } from '@vidriera/core';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { apiError, notFound } from '../../shared/app-error';
import { hitRateLimit, type RateLimitRule } from '../../shared/rate-limit';
import { addRoute } from '../../shared/route';
import { storeOf } from '../auth/access';
import { checkOwnDomain, findOwnDomain, removeOwnDomain, saveOwnDomain, toOwnDomainDto } from './own-domain';

const NO_DOMAIN = 'Tu tienda no tiene un dominio propio.';

/**
 * "Verificar" asks DNS servers twice per click (TXT and CNAME, up to 2 s
 * each, twice): a store may ask 6 times in 10 minutes, counted in the shared
 * `rate_limits` table so the limit holds across instances. The periodic
 * check goes on meanwhile (docs/decisions/023-own-domain.md).
 */
export const DOMAIN_CHECKS_PER_STORE: RateLimitRule = { max: 6, windowSeconds: 10 * 60 };
export const DOMAIN_CHECKS_TOO_MANY =
  'Ya verificaste el dominio varias veces. Los cambios de DNS pueden tardar: espera unos minutos y vuelve a intentar.';

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
    const storeId = storeOf(request).id;
    const row = await findOwnDomain(db, storeId);
    if (!row) throw notFound(NO_DOMAIN);
    if (config.RATE_LIMIT && !(await hitRateLimit(db, `domain-check:${storeId}`, DOMAIN_CHECKS_PER_STORE))) {
      throw apiError('TOO_MANY_REQUESTS', DOMAIN_CHECKS_TOO_MANY);
    }
    return { domain: toOwnDomainDto(await checkOwnDomain(db, row, config), config) };
  });

  addRoute(app, routes.remove, async (request) => {
    await removeOwnDomain(db, storeOf(request).id);
    return { domain: null };
  });
}
