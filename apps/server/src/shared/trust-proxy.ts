import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import ipaddr from 'ipaddr.js';

/** proxy-addr's names for address ranges, as Fastify's trustProxy takes them. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_TRUE =
  'no admite true (cualquiera podría elegir su dirección con X-Forwarded-For): indica cuántos proxies hay delante de la app, por ejemplo 1, o sus direcciones separadas por comas';

/** The most proxies a chain may have; more is a typo or a way to trust what the client wrote. */
export const TRUST_PROXY_MAX_HOPS = 5;
/** The widest ranges a list may trust: wider would trust most of the internet (0.0.0.0/0, ::/0). */
const MIN_PREFIX = { ipv4: 8, ipv6: 32 } as const;

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  if (entry.includes('/')) return ipaddr.isValidCIDR(entry);
  return ipaddr.isValid(entry);
}

/**
 * The IPv6 ranges that stand for IPv4 addresses: IPv4-mapped (::ffff:a.b.c.d)
 * and IPv4-compatible (::a.b.c.d). A range overlapping one of them reaches
 * IPv4 clients (proxy-addr matches an IPv4 client against a mapped range), so
 * it is judged by its IPv4 length, n − 96: ::ffff:0:0/96 is IPv4's /0.
 */
const IPV4_IN_IPV6 = [ipaddr.parseCIDR('::ffff:0:0/96'), ipaddr.parseCIDR('::/96')] as const;

function overlapsIpv4Space(address: ipaddr.IPv6, prefix: number): boolean {
  return IPV4_IN_IPV6.some(([space, spacePrefix]) => {
    const spaceV6 = space as ipaddr.IPv6;
    return address.match(spaceV6, spacePrefix) || spaceV6.match(address, prefix);
  });
}

/** A range wider than /8 (IPv4, also as an IPv4-mapped or -compatible IPv6 range) or /32 (IPv6), or null. */
function tooWide(entry: string): string | null {
  if (!entry.includes('/') || !ipaddr.isValidCIDR(entry)) return null;
  const [address, prefix] = ipaddr.parseCIDR(entry);
  const kind = address.kind();
  if (prefix < MIN_PREFIX[kind])
    return `el rango "${entry}" es demasiado amplio: el mínimo es /${MIN_PREFIX[kind]} en ${kind === 'ipv4' ? 'IPv4' : 'IPv6'}`;
  if (kind === 'ipv6' && overlapsIpv4Space(address as ipaddr.IPv6, prefix) && prefix - 96 < MIN_PREFIX.ipv4) {
    return `el rango "${entry}" es demasiado amplio: abarca direcciones IPv4 y el mínimo es /${MIN_PREFIX.ipv4} en IPv4 (/${96 + MIN_PREFIX.ipv4} en ::ffff:a.b.c.d)`;
  }
  return null;
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
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= TRUST_PROXY_MAX_HOPS
      ? hops
      : `indica a lo sumo ${TRUST_PROXY_MAX_HOPS} proxies (se indicó ${text.slice(0, 12)})`;
  }
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.find((e) => !isAddressOrRange(e));
  if (bad !== undefined || entries.length === 0) {
    return `debe ser un número de proxies (por ejemplo 1) o direcciones y rangos CIDR separados por comas${bad ? `; no se entiende "${bad}"` : ''}`;
  }
  const wide = entries.map(tooWide).find((problem) => problem !== null);
  return wide ?? entries;
}

/**
 * What a proxy forwards, checked before anything reads it (Fastify computes
 * `request.ip` and `request.host` from the headers on each read):
 * - a forwarded client address that is not an IP address (a 100-character
 *   "hop", a name) is no address at all: the request counts by the socket's
 *   address instead, as if no proxy had forwarded it;
 * - X-Forwarded-Host, which chooses the store of a request, counts only with
 *   TRUST_FORWARDED_HOST=true (a proxy that forwards the client's header
 *   unchanged would let anyone pick the store); otherwise it is dropped.
 */
export function registerForwardedHeaders(
  app: FastifyInstance,
  options: { trustProxy: boolean; trustForwardedHost: boolean },
): void {
  app.addHook('onRequest', async (request) => {
    if (!options.trustForwardedHost) delete request.raw.headers['x-forwarded-host'];
    if (!options.trustProxy || request.headers['x-forwarded-for'] === undefined) return;
    if (isIP(request.ip) === 0) delete request.raw.headers['x-forwarded-for'];
  });
}
