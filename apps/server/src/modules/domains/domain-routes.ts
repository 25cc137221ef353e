import { myOwnDomainSchema, ownDomainInputSchema } from '@vidriera/core';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { notFound } from '../../shared/app-error';
import { storeOf } from '../auth/access';
import { checkOwnDomain, findOwnDomain, removeOwnDomain, saveOwnDomain, toOwnDomainDto } from './own-domain';

const NO_DOMAIN = 'Tu tienda no tiene un dominio propio.';

/** The owner's own domain (docs/product/stores.md, "Dominio propio"): set it, see the DNS records, verify it now, remove it. */
export function registerDomainRoutes(app: ApiApp, { db, config }: AppContext): void {
  const owner = { access: 'owner' as const };
  const answer = { response: { 200: myOwnDomainSchema } };

  app.get('/api/stores/mine/domain', { config: owner, schema: answer }, async (request) => {
    const row = await findOwnDomain(db, storeOf(request).id);
    return { domain: row ? toOwnDomainDto(row, config) : null };
  });

  app.put('/api/stores/mine/domain', { config: owner, schema: { body: ownDomainInputSchema, ...answer } }, async (request) => {
    const row = await saveOwnDomain(db, storeOf(request).id, request.body.domain, config);
    return { domain: toOwnDomainDto(row, config) };
  });

  app.post('/api/stores/mine/domain/verify', { config: owner, schema: answer }, async (request) => {
    const row = await findOwnDomain(db, storeOf(request).id);
    if (!row) throw notFound(NO_DOMAIN);
    return { domain: toOwnDomainDto(await checkOwnDomain(db, row, config), config) };
  });

  app.delete('/api/stores/mine/domain', { config: owner, schema: answer }, async (request) => {
    await removeOwnDomain(db, storeOf(request).id);
    return { domain: null };
  });
}
