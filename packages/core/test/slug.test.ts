import { describe, expect, it } from 'vitest';
import { clientSlugFromName, productIdFromPathSegment, productPathSegment, storeSlugFromName } from '../src/slug';

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
