import { describe, expect, it } from 'vitest';
import type { Browser } from './helpers/test-app';
import { signUpConfirmed } from './helpers/test-app';
import { DOMAIN, HOST, ownDomainAppForFile } from './helpers/own-domain-app';

/**
 * A store's own domain (docs/product/stores.md, "Dominio propio"; docs/decisions/023-own-domain.md): the owner enters
 * it and sets the records the app shows at their DNS provider (here a local DNS server, DNS_SERVERS), which the app
 * checks until they are right; a domain belongs to one store.
 */
const { t, dns, shop, page, allowed, publishRecords } = ownDomainAppForFile();
// Set as the test that makes the other store left it; own-domain-serving.test.ts makes that store itself and reads it.
let otherOwner: Browser;

describe('entering a domain', () => {
  it('refuses what is not a domain of the owner’s, in Spanish', async () => {
    const cases: [string, string][] = [
      ['https://www.mitienda.com.ar', 'Escribe solo el dominio, sin http:// ni https://.'],
      ['www.mitienda.com.ar/tienda', 'Escribe solo el dominio, sin barras ni rutas.'],
      ['www.mitienda.com.ar:8080', 'Escribe el dominio sin número de puerto.'],
      ['mitienda', 'El dominio debe tener al menos un punto, como www.mitienda.com.ar.'],
      ['192.0.2.4', 'Escribe un dominio, no una dirección IP.'],
      ['otra.tiendas.localhost', 'Ese dominio es de Vidriera. Escribe un dominio tuyo.'],
      ['mi_tienda..com', 'El dominio no es válido. Revisa que sea como www.mitienda.com.ar.'],
      ['', 'Escribe el dominio, por ejemplo www.mitienda.com.ar.'],
    ];
    for (const [domain, message] of cases) {
      const res = await shop.owner.put('/api/stores/mine/domain', { domain });
      expect(res.statusCode, domain).toBe(422);
      expect(res.json().message, domain).toBe(message);
    }
    expect((await shop.owner.get('/api/stores/mine/domain')).json().domain).toBeNull();
  });

  it('keeps an internationalised domain as punycode, lowercase and without the final dot', async () => {
    const res = await shop.owner.put('/api/stores/mine/domain', { domain: ' WWW.Ñandú.com.ar. ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().domain.domain).toBe('www.xn--and-6ma2c.com.ar');
  });

  it('shows the CNAME and TXT records to set, with the store’s token', async () => {
    const res = await shop.owner.put('/api/stores/mine/domain', { domain: DOMAIN });
    const domain = res.json().domain;
    expect(domain.status).toBe('pending');
    expect(domain.records.cname).toEqual({ name: DOMAIN, value: 'tiendas.localhost' });
    expect(domain.records.txt.name).toBe(`_vidriera.${DOMAIN}`);
    expect(domain.records.txt.value).toMatch(/^vidriera-verify=[0-9a-f]{32}$/);
    expect(await allowed(DOMAIN)).toBe(404);
    // Not served before it is verified: the store stays on its subdomain.
    expect((await page(HOST)).statusCode).toBe(404);
    expect((await page(`${shop.slug}.tiendas.localhost:3000`)).statusCode).toBe(200);
  });
});

describe('verifying against DNS', () => {
  it('says what is missing until the records are right, then verifies', async () => {
    const verify = async () => (await shop.owner.post('/api/stores/mine/domain/verify')).json().domain;
    let domain = await verify();
    expect(domain.status).toBe('pending');
    expect(domain.message).toContain('Todavía no encontramos el registro TXT');

    dns.set(domain.records.txt.name, { txt: ['vidriera-verify=otro'] });
    expect((await verify()).checkResult).toBe('txt_mismatch');

    publishRecords(domain, false);
    domain = await verify();
    expect(domain.checkResult).toBe('not_pointing');
    expect(domain.message).toContain('CNAME');
    expect(await allowed(DOMAIN)).toBe(404);

    publishRecords(domain);
    domain = await verify();
    expect(domain.status).toBe('verified');
    expect(domain.message).toBe('Dominio verificado. Tu tienda ya responde en él.');
    expect(await allowed(DOMAIN)).toBe(200);
    expect(await allowed('WWW.MITIENDA.COM.AR.')).toBe(200);
  });

  it('lets one store only hold it: another store is told it is taken', async () => {
    otherOwner = await signUpConfirmed(t, 'otra-duena@example.com');
    await otherOwner.post('/api/stores', { name: 'La Otra Tienda' });
    const res = await otherOwner.put('/api/stores/mine/domain', { domain: 'WWW.mitienda.com.ar' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Ese dominio ya está en uso en otra tienda.');
  });

  it('lets two stores claim a domain nobody proved yet, and gives it to the first that proves it', async () => {
    const third = await signUpConfirmed(t, 'tercera-duena@example.com');
    await third.post('/api/stores', { name: 'La Tercera Tienda' });
    const claims = [];
    for (const owner of [third, otherOwner])
      claims.push((await owner.put('/api/stores/mine/domain', { domain: 'www.disputado.com.ar' })).json().domain);
    dns.set('_vidriera.www.disputado.com.ar', { txt: claims.map((c) => c.records.txt.value) });
    dns.set('www.disputado.com.ar', { cname: 'tiendas.localhost' });
    expect((await third.post('/api/stores/mine/domain/verify')).json().domain.status).toBe('verified');
    const second = (await otherOwner.post('/api/stores/mine/domain/verify')).json().domain;
    expect(second.status).toBe('pending');
    expect(second.message).toBe('Ese dominio ya está en uso en otra tienda.');
    await otherOwner.delete('/api/stores/mine/domain');
  });
});
