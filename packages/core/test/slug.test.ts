import { describe, expect, it } from 'vitest';
import { shopSlugFromHost, storeUrl } from '../src/stores/shop-address';
import {
  clientSlugFromName,
  productIdFromPathSegment,
  productPathSegment,
  storeSlugFromName,
  storeSlugProblem,
} from '../src/shared/slug';
import { createClientSchema, storeSetupSchema, storeSlugSchema } from '../src/stores/store';

describe('storeSlugFromName', () => {
  it('lowercases, removes accents and joins words with one hyphen', () => {
    expect(storeSlugFromName('  Café   Ñandú  Niños ')).toBe('cafe-nandu-ninos');
  });
  it('drops characters other than letters, digits, spaces and hyphens', () => {
    expect(storeSlugFromName('Ropa & Accesorios!! -- 2025')).toBe('ropa-accesorios-2025');
  });
  it('is at most 50 characters and never ends in a hyphen', () => {
    const slug = storeSlugFromName('a'.repeat(49) + ' bbbb');
    expect(slug.length).toBeLessThanOrEqual(50);
    expect(slug.endsWith('-')).toBe(false);
  });
  it('gives an empty slug for a name without letters or digits', () => {
    expect(storeSlugFromName('¡¡¡ !!!')).toBe('');
  });
});

describe('clientSlugFromName', () => {
  it('turns any run of non-alphanumerics into one hyphen', () => {
    expect(clientSlugFromName('Mi Tienda: Ropa & Más')).toBe('mi-tienda-ropa-mas');
  });
});

describe('product path segments', () => {
  const id = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
  it('joins the name slug and the id, and reads the id back', () => {
    const segment = productPathSegment('Remera Básica Algodón', id);
    expect(segment).toBe(`remera-basica-algodon-${id}`);
    expect(productIdFromPathSegment(segment)).toBe(id);
  });
  it('uses only the id when the name has no usable text', () => {
    expect(productPathSegment('***', id)).toBe(id);
  });
  it('reads an 8-hex short id at the end, or falls back to the input', () => {
    expect(productIdFromPathSegment('remera-3f2b1c4d')).toBe('3f2b1c4d');
    expect(productIdFromPathSegment('sin-id')).toBe('sin-id');
  });
});

describe('store addresses', () => {
  const where = { shopDomain: 'tiendas.example.com', publicUrl: 'https://vidriera.example.com/' };

  it.each(['www', 'api', 'admin', 'app', 'mail', 'store', 'static', 'assets', 'uploads', 'tiendas', '2024', '007'])(
    'refuses %s as a store slug',
    (slug) => {
      expect(storeSlugProblem(slug)).toMatch(/reservado|solo números/);
      expect(storeSlugSchema.safeParse(slug).success).toBe(false);
      expect(storeSetupSchema.safeParse({ name: slug }).success).toBe(false);
    },
  );

  it.each(['demo', 'tienda-2024', 'ropa-de-nandu', 'www-ropa', '2x1'])('takes %s', (slug) => {
    expect(storeSlugProblem(slug)).toBeNull();
    expect(storeUrl(slug, where)).toBe(`https://${slug}.tiendas.example.com/`);
    expect(shopSlugFromHost(`${slug}.tiendas.example.com`, 'tiendas.example.com')).toBe(slug);
  });

  it('gives a store whose slug cannot be a subdomain its /store/{slug} address, which always opens it', () => {
    expect(storeUrl('2024', where)).toBe('https://vidriera.example.com/store/2024');
    expect(storeUrl('www', where)).toBe('https://vidriera.example.com/store/www');
    expect(shopSlugFromHost('www.tiendas.example.com', 'tiendas.example.com')).toBeNull();
    expect(shopSlugFromHost('2024.tiendas.example.com', 'tiendas.example.com')).toBeNull();
  });

  it('checks the slug create-client derives from the store name when none is given', () => {
    const client = { firstName: 'Ana', lastName: 'Sur', email: 'ana@example.com', storeName: 'Admin' };
    const refused = createClientSchema.safeParse(client);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['storeSlug']);
    expect(createClientSchema.safeParse({ ...client, storeSlug: 'admin-ana' }).success).toBe(true);
  });
});
