import { describe, expect, it } from 'vitest';
import {
  checkCbuOrAlias,
  isValidCbu,
  normalizeFacebookPage,
  normalizeInstagramHandle,
  normalizeWhatsapp,
  whatsappLink,
} from '../src/stores/payment-details';

describe('normalizeWhatsapp', () => {
  it.each([
    ['+54 9 11 1234-5678', '+5491112345678'],
    ['+5491123456789', '+5491123456789'],
    ['+54 11 2345 6789', '+5491123456789'],
    ['011 15 2345-6789', '+5491123456789'],
    ['11 2345 6789', '+5491123456789'],
    ['0351 15 123 4567', '+5493511234567'],
    ['5491123456789', '+5491123456789'],
    ['+1 415 555 2671', '+14155552671'],
  ])('turns %s into %s', (input, expected) => {
    expect(normalizeWhatsapp(input)).toBe(expected);
  });

  it.each(['12345', 'hola', '+54 9 11', '11-2345-678', '+0 123 456 789'])('refuses %s', (input) => {
    expect(normalizeWhatsapp(input)).toBeNull();
  });

  it('builds a wa.me link with digits only and an encoded text', () => {
    expect(whatsappLink('+5491123456789', 'Hola ¿hay talle M?')).toBe(
      'https://wa.me/5491123456789?text=Hola%20%C2%BFhay%20talle%20M%3F',
    );
  });
});

describe('CBU and alias', () => {
  it('accepts a CBU whose two check digits are right', () => {
    expect(isValidCbu('2850590940090418135201')).toBe(true);
    expect(checkCbuOrAlias('2850590940090418135201')).toEqual({ ok: true, value: '2850590940090418135201' });
  });
  it('refuses a CBU with a wrong check digit, or the wrong length', () => {
    expect(checkCbuOrAlias('2850590940090418135202')).toMatchObject({
      ok: false,
      message: expect.stringContaining('dígitos'),
    });
    expect(checkCbuOrAlias('285059094009041813520')).toMatchObject({ ok: false });
  });
  it('accepts an alias of 6 to 20 letters, digits, dots or hyphens', () => {
    expect(checkCbuOrAlias('Mi.Tienda-2025')).toEqual({ ok: true, value: 'mi.tienda-2025' });
  });
  it.each(['corto', 'alias con espacios', 'a'.repeat(21), 'ñandú.pago'])('refuses the alias %s', (alias) => {
    expect(checkCbuOrAlias(alias).ok).toBe(false);
  });
});

describe('what merchants type in the optional store fields', () => {
  it.each([
    ['mi.tienda.mp', 'mi.tienda.mp'],
    ['Ropa.Lola.2024', 'ropa.lola.2024'],
    ['  cafe-del-centro  ', 'cafe-del-centro'],
    ['0000003100010000000078', '0000003100010000000078'],
    ['2850590940090418135201', '2850590940090418135201'],
    ['2850 5909 4009 0418 1352 01', '2850590940090418135201'],
  ])('takes the CBU/CVU or alias %j as %j', (typed, stored) => {
    expect(checkCbuOrAlias(typed)).toEqual({ ok: true, value: stored });
  });

  it.each([
    ['@mitienda', 'mitienda'],
    ['mi_tienda.ok', 'mi_tienda.ok'],
    ['@Ropa.Lola', 'ropa.lola'],
    ['https://www.instagram.com/ropa.lola/', 'ropa.lola'],
    ['instagram.com/ropa.lola', 'ropa.lola'],
    ['www.instagram.com/ropa_lola?igsh=MWd2dGx6NnR1eXFqZA==', 'ropa_lola'],
    ['http://m.instagram.com/ropalola', 'ropalola'],
  ])('takes the Instagram account %j as %j', (typed, stored) => {
    expect(normalizeInstagramHandle(typed)).toBe(stored);
  });

  it.each(['@', 'mi tienda', 'https://twitter.com/mitienda', 'instagram.com/'])(
    'refuses %j as an Instagram account',
    (typed) => {
      expect(normalizeInstagramHandle(typed)).toBeNull();
    },
  );

  it.each([
    ['facebook.com/ropalola', 'https://www.facebook.com/ropalola'],
    ['www.facebook.com/ropalola/', 'https://www.facebook.com/ropalola'],
    ['https://www.facebook.com/ropalola', 'https://www.facebook.com/ropalola'],
    ['http://facebook.com/Ropa.Lola', 'https://www.facebook.com/Ropa.Lola'],
    ['https://m.facebook.com/ropalola?ref=bookmarks', 'https://www.facebook.com/ropalola'],
    [
      'https://www.facebook.com/profile.php?id=100063712345678',
      'https://www.facebook.com/profile.php?id=100063712345678',
    ],
    ['fb.com/ropalola', 'https://www.facebook.com/ropalola'],
  ])('takes the Facebook page %j as %j', (typed, stored) => {
    expect(normalizeFacebookPage(typed)).toBe(stored);
  });

  it.each(['facebook.com', 'https://instagram.com/ropalola', 'https://facebook.com.evil.example/x', 'no es un link'])(
    'refuses %j as a Facebook page',
    (typed) => {
      expect(normalizeFacebookPage(typed)).toBeNull();
    },
  );
});
