import { Resolver } from 'node:dns/promises';
import { type DomainCheckResultName, normalizeHost, ownDomainRecords } from '@vidriera/core';

/** What one DNS check finds (`taken` is decided by the database, not by DNS). */
export type DnsCheckResult = Exclude<DomainCheckResultName, 'taken'>;

/** A resolver asking DNS_SERVERS (the system's when none), a few seconds at most per question. */
export function createDomainResolver(servers: readonly string[]): Resolver {
  const resolver = new Resolver({ timeout: 2000, tries: 2 });
  if (servers.length) resolver.setServers([...servers]);
  return resolver;
}

/** The name or the record type is not there: an answer. Anything else (timeout, refused, SERVFAIL) says nothing about the domain. */
const isAbsent = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === 'ENOTFOUND' || code === 'ENODATA';
};

/**
 * Checks a domain's records (docs/decisions/023-own-domain.md): the TXT at
 * `_vidriera.{domain}` must carry the store's token, and the domain must reach
 * the platform — a CNAME to SHOP_DOMAIN's host or, at a zone's apex where no
 * CNAME may be, an address of that host.
 */
export async function checkDomainRecords(
  resolver: Resolver,
  domain: string,
  token: string,
  shopDomain: string,
): Promise<DnsCheckResult> {
  const records = ownDomainRecords(domain, token, shopDomain);
  let txt: string[][];
  try {
    txt = await resolver.resolveTxt(records.txt.name);
  } catch (error) {
    return isAbsent(error) ? 'txt_missing' : 'dns_error';
  }
  const values = txt.map((chunks) => chunks.join('').trim());
  if (!values.includes(records.txt.value)) return values.length ? 'txt_mismatch' : 'txt_missing';
  return pointsAtPlatform(resolver, domain, records.cname.value);
}

async function pointsAtPlatform(resolver: Resolver, domain: string, target: string): Promise<DnsCheckResult> {
  try {
    const names = await resolver.resolveCname(domain);
    if (names.some((name) => normalizeHost(name) === target)) return 'verified';
  } catch (error) {
    if (!isAbsent(error)) return 'dns_error';
  }
  try {
    const [theirs, ours] = await Promise.all([resolver.resolve4(domain), resolver.resolve4(target)]);
    if (theirs.some((address) => ours.includes(address))) return 'verified';
  } catch (error) {
    if (!isAbsent(error)) return 'dns_error';
  }
  return 'not_pointing';
}
