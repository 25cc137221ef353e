/** Argentine payment and contact details: WhatsApp numbers, CBU/CVU and alias. */

export const WHATSAPP_INVALID = 'Ingresa un número de WhatsApp válido con código de área (ej: +54 9 11 1234 5678).';
export const CBU_ALIAS_INVALID =
  'Ingresa un CBU/CVU de 22 dígitos o un alias de 6 a 20 caracteres (letras, números, puntos o guiones).';
export const CBU_CHECK_DIGITS_INVALID = 'El CBU/CVU no es válido: revisa los dígitos.';

/** An Argentine national number: area code + subscriber = 10 digits, maybe written with 0 and 15. */
function argentineNational(digits: string): string | null {
  let national = digits.startsWith('0') ? digits.slice(1) : digits;
  if (national.length === 12) {
    for (const areaLength of [2, 3, 4]) {
      if (national.slice(areaLength, areaLength + 2) === '15') {
        national = national.slice(0, areaLength) + national.slice(areaLength + 2);
        break;
      }
    }
  }
  return /^[1-9]\d{9}$/.test(national) ? national : null;
}

/**
 * Normalises a WhatsApp number to international digits with "+", so wa.me
 * links work. Argentine mobiles become +54 9 {area}{number}; other countries
 * must be written with "+" and their code. Returns null when it cannot be a number.
 */
export function normalizeWhatsapp(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[+\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  const withoutPrefix = trimmed.startsWith('00') ? digits.slice(2) : digits;
  if (international || withoutPrefix.startsWith('54')) {
    if (withoutPrefix.startsWith('54')) {
      const rest = withoutPrefix.slice(2);
      const national = argentineNational(rest.startsWith('9') && rest.length === 11 ? rest.slice(1) : rest);
      return national ? `+549${national}` : null;
    }
    return international && /^[1-9]\d{7,14}$/.test(withoutPrefix) ? `+${withoutPrefix}` : null;
  }
  const national = argentineNational(digits);
  return national ? `+549${national}` : null;
}

/** wa.me wants the digits only. */
export function whatsappLink(number: string, text?: string): string {
  const base = `https://wa.me/${number.replace(/\D/g, '')}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((acc, weight, i) => acc + weight * Number(digits[i]), 0);
  return (10 - (sum % 10)) % 10;
}

/** A CBU/CVU: 22 digits, two blocks each closed by a check digit (BCRA). */
export function isValidCbu(value: string): boolean {
  if (!/^\d{22}$/.test(value)) return false;
  const first = value.slice(0, 8);
  const second = value.slice(8);
  return (
    checkDigit(first, [7, 1, 3, 9, 7, 1, 3]) === Number(first[7]) &&
    checkDigit(second, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) === Number(second[13])
  );
}

export const ALIAS_PATTERN = /^[A-Za-z0-9.-]{6,20}$/;

/** Validates a CBU/CVU or alias; returns the normalised value or an error message. */
export function checkCbuOrAlias(input: string): { ok: true; value: string } | { ok: false; message: string } {
  const value = input.trim();
  const compact = value.replace(/[\s-]/g, '');
  if (/^\d+$/.test(compact)) {
    if (compact.length !== 22) return { ok: false, message: CBU_ALIAS_INVALID };
    return isValidCbu(compact) ? { ok: true, value: compact } : { ok: false, message: CBU_CHECK_DIGITS_INVALID };
  }
  return ALIAS_PATTERN.test(value)
    ? { ok: true, value: value.toLowerCase() }
    : { ok: false, message: CBU_ALIAS_INVALID };
}

/**
 * An Instagram account as merchants write it: `usuario`, `@usuario`, or a
 * link to the profile (with or without https://, www. or m., a trailing
 * slash, a share link's `?igsh=…`). Returns the bare username, lower-cased as
 * Instagram treats it, or null when there is none.
 */
export function normalizeInstagramHandle(input: string): string | null {
  let value = input.trim();
  const link = /^(?:https?:\/\/)?(?:(?:www|m)\.)?(?:instagram\.com|instagr\.am)\/(.*)$/i.exec(value);
  if (link) value = (link[1] ?? '').split(/[/?#]/)[0] ?? '';
  value = value.replace(/^@/, '');
  return /^[A-Za-z0-9._]{1,30}$/.test(value) ? value.toLowerCase() : null;
}

/**
 * A Facebook page as merchants write it: `facebook.com/tienda`, with or
 * without https:// (or http://), www., m. or a trailing slash; fb.com links;
 * `profile.php?id=…` pages. Returns `https://www.facebook.com/{page}` (the
 * id kept for profile.php), or null when it is not a facebook.com page.
 */
export function normalizeFacebookPage(input: string): string | null {
  const trimmed = input.trim();
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (!/^(?:[a-z0-9-]+\.)?(?:facebook\.com|fb\.com)$/i.test(url.hostname)) return null;
  const path = url.pathname.replace(/\/+$/, '');
  if (!path || path === '/') return null;
  if (/^\/profile\.php$/i.test(path)) {
    const id = url.searchParams.get('id');
    return id && /^\d+$/.test(id) ? `https://www.facebook.com/profile.php?id=${id}` : null;
  }
  return `https://www.facebook.com${path}`;
}
