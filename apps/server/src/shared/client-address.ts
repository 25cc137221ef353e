import ipaddr from 'ipaddr.js';

/**
 * The key a limit counts a client by: an IPv4 address as is, an IPv6 client
 * by its /64 (one subscriber's network: a phone or a home router hands out
 * any number of addresses inside it, so counting single IPv6 addresses would
 * let one person look like millions).
 */
export function clientAddressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const ipv6 = parsed as ipaddr.IPv6;
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address().toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${ipv6.toString()}/64`);
  return `${network.toString()}/64`;
}
