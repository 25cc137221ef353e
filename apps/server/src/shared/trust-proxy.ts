import ipaddr from 'ipaddr.js';

/** proxy-addr's names for address ranges, as Fastify's trustProxy takes them. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_TRUE =
  'no admite true (cualquiera podría elegir su dirección con X-Forwarded-For): indica cuántos proxies hay delante de la app, por ejemplo 1, o sus direcciones separadas por comas';

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  if (entry.includes('/')) return ipaddr.isValidCIDR(entry);
  return ipaddr.isValid(entry);
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`: false (none), a number of hops, or a
 * list of proxy addresses and CIDRs. Trusting every hop (`true`) would let a
 * client pick its own address with X-Forwarded-For and walk past every limit
 * keyed by address, so it is refused. Returns the problem as text when the value is bad.
 */
export function parseTrustProxy(value: string): false | number | string[] | string {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === 'no' || text === '0') return false;
  if (text === 'true' || text === 'yes') return TRUST_PROXY_TRUE;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = entries.find((e) => !isAddressOrRange(e));
  if (bad !== undefined || entries.length === 0) {
    return `debe ser un número de proxies (por ejemplo 1) o direcciones y rangos CIDR separados por comas${bad ? `; no se entiende "${bad}"` : ''}`;
  }
  return entries;
}
