import { afterAll } from 'vitest';
import { DnsStandIn } from './dns-stand-in';
import { madeBeforeAll } from './file-app';
import { informedShop } from './informed-shop';
import { createTestApp, type TestApp } from './test-app';

/* The own-domain tests' app (own-domain*.test.ts): a local DNS server it asks (DNS_SERVERS), and a store. */

export const DOMAIN = 'www.mitienda.com.ar';
export const HOST = `${DOMAIN}:3000`;

export function ownDomainAppForFile() {
  const dns = new DnsStandIn();
  const t: TestApp = madeBeforeAll(async () => {
    const servers = await dns.start();
    dns.set('tiendas.localhost', { a: ['192.0.2.10'] });
    return createTestApp({ RATE_LIMIT: 'false', DNS_SERVERS: servers });
  });
  const shop = madeBeforeAll(() => informedShop(t));
  afterAll(async () => {
    await t.close();
    await dns.stop();
  });

  const page = (host: string, url = '/', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html', ...headers } });
  const allowed = async (domain: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/domains/allowed?domain=${domain}` })).statusCode;
  const meta = (html: string, property: string) =>
    new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];

  /** Sets the records the app asked for, as the owner would at their DNS provider. */
  function publishRecords(
    domain: { records: { txt: { name: string; value: string }; cname: { value: string } } },
    cname = true,
  ) {
    dns.set(domain.records.txt.name, { txt: [domain.records.txt.value] });
    if (cname) dns.set(DOMAIN, { cname: domain.records.cname.value });
  }
  return { t, dns, shop, page, allowed, meta, publishRecords };
}
