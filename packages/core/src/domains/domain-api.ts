import { z } from 'zod';
import { healthSchema } from '../shared/health-contracts';
import { myOwnDomainSchema, ownDomainInputSchema } from './own-domain-contracts';
import { defineRoute } from '../shared/define-route';

export const domainAllowedQuerySchema = z.object({
  domain: z
    .string({ error: 'Indica el dominio' })
    .min(1, 'Indica el dominio')
    .max(300, 'El dominio es demasiado largo'),
});

const owner = 'owner';
const answer = { 200: myOwnDomainSchema };

/** A store's own domain (docs/product/stores.md, "Dominio propio") and what the proxy in front of the instances asks (docs/DEPLOY.md). */
export const domainRoutes = {
  mine: defineRoute({
    method: 'GET',
    path: '/api/stores/mine/domain',
    access: owner,
    summary: 'El dominio propio de la tienda y los registros DNS que pide',
    responses: answer,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/stores/mine/domain',
    access: owner,
    summary: 'Elegir el dominio propio de la tienda',
    body: ownDomainInputSchema,
    responses: answer,
  }),
  verify: defineRoute({
    method: 'POST',
    path: '/api/stores/mine/domain/verify',
    access: owner,
    summary: 'Verificar el dominio ahora (TXT y CNAME)',
    responses: answer,
    errors: [429],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/stores/mine/domain',
    access: owner,
    summary: 'Quitar el dominio propio',
    responses: answer,
  }),
  allowed: defineRoute({
    method: 'GET',
    path: '/api/domains/allowed',
    access: 'public',
    summary: 'Para el TLS a pedido del proxy: 200 solo para el dominio verificado de una tienda activa',
    query: domainAllowedQuerySchema,
    errors: [404],
    responses: { 200: z.object({ domain: z.string() }) },
  }),
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Para el proxy: 200 mientras la base de datos responde, 503 si no',
    errors: [503],
    responses: { 200: healthSchema },
  }),
} as const;
