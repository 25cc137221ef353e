import { describe, expect, it } from 'vitest';
import { isPlatformHost, normalizeHost, parseOwnDomain, storeUrl } from '../src';

const where = { shopDomain: 'tiendas.vidriera.com.ar', publicUrl: 'https://vidriera.com.ar' };

describe('own domains', () => {
  it('compares hosts in one form: lowercase, no port, no trailing dot', () => {
    expect(normalizeHost('WWW.MiTienda.com.AR.:443')).toBe('www.mitienda.com.ar');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
  });

  it('keeps a typed domain in its one form, IDN as punycode', () => {
    expect(parseOwnDomain(' Tienda.Com.AR. ', where)).toEqual({ domain: 'tienda.com.ar' });
    expect(parseOwnDomain('www.ñandú.com.ar', where)).toEqual({ domain: 'www.xn--and-6ma2c.com.ar' });
  });

  it('refuses the platform’s own hosts and anything under them', () => {
    for (const host of [
      'vidriera.com.ar',
      'tiendas.vidriera.com.ar',
      'x.tiendas.vidriera.com.ar',
      'admin.vidriera.com.ar',
    ]) {
      expect(isPlatformHost(host, where), host).toBe(true);
      expect(parseOwnDomain(host, where), host).toEqual({
        problem: 'Ese dominio es de Vidriera. Escribe un dominio tuyo.',
      });
    }
    expect(isPlatformHost('novidriera.com.ar', where)).toBe(false);
  });

  it('gives the store’s address on its verified domain, on the app’s scheme and the shop domain’s port', () => {
    expect(storeUrl('moda', where, 'www.moda.com.ar')).toBe('https://www.moda.com.ar/');
    expect(storeUrl('moda', where)).toBe('https://moda.tiendas.vidriera.com.ar/');
    expect(
      storeUrl('moda', { shopDomain: 'tiendas.localhost:3000', publicUrl: 'http://localhost:3000' }, 'www.moda.com.ar'),
    ).toBe('http://www.moda.com.ar:3000/');
  });
});
