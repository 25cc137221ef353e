import { z } from 'zod';
import { isoInstant } from '../shared/common-contracts';

/** What the owner types in "Dominio propio" (docs/product/stores.md); the server checks it with parseOwnDomain. */
export const ownDomainInputSchema = z.object({
  domain: z
    .string({ error: 'Escribe el dominio, por ejemplo www.mitienda.com.ar.' })
    .max(300, 'El dominio es demasiado largo.'),
});

const dnsRecord = z.object({ name: z.string(), value: z.string() });

/** The outcome of a DNS check of an own domain (packages/db migration 027). */
export const DOMAIN_CHECK_RESULTS = [
  'verified',
  'txt_missing',
  'txt_mismatch',
  'not_pointing',
  'dns_error',
  'taken',
] as const;
export type DomainCheckResultName = (typeof DOMAIN_CHECK_RESULTS)[number];

/** A store's own domain as the owner's settings show it. */
export const ownDomainSchema = z.object({
  domain: z.string().describe('En minúsculas y ASCII (un dominio con tildes o eñes va en punycode)'),
  status: z
    .enum(['pending', 'verified'])
    .describe('verified: la tienda responde en el dominio y todos sus enlaces lo usan'),
  verifiedAt: isoInstant.nullable(),
  checkedAt: isoInstant.nullable(),
  checkResult: z.enum(DOMAIN_CHECK_RESULTS).nullable(),
  /** The last check in Spanish, for the owner (null before the first one). */
  message: z.string().nullable(),
  /** Since when a verified domain fails its checks: it is taken away after DOMAIN_GRACE_HOURS. */
  failingSince: isoInstant.nullable(),
  records: z.object({ cname: dnsRecord, txt: dnsRecord }),
});
export type OwnDomainDto = z.output<typeof ownDomainSchema>;

export const myOwnDomainSchema = z.object({ domain: ownDomainSchema.nullable() });
