/*
 * A store's own domain (docs/product/stores.md, "Dominio propio";
 * docs/decisions/023-own-domain.md): how a typed domain becomes the one form
 * every comparison uses, what makes it unacceptable, and the DNS records the
 * owner sets. Defined once; the server checks, the web app shows.
 */

/** The TXT record proving the domain is the owner's lives at `{TXT_PREFIX}.{domain}`. */
export const DOMAIN_TXT_PREFIX = '_vidriera';
/** The TXT record's value: this and the store's token. */
export const DOMAIN_TXT_VALUE_PREFIX = 'vidriera-verify=';

/** How long a verified domain may fail its checks before it is taken away (ADR 023). */
export const DOMAIN_GRACE_HOURS = 72;

export const DOMAIN_MESSAGES = {
  empty: 'Escribe el dominio, por ejemplo www.mitienda.com.ar.',
  scheme: 'Escribe solo el dominio, sin http:// ni https://.',
  path: 'Escribe solo el dominio, sin barras ni rutas.',
  port: 'Escribe el dominio sin número de puerto.',
  format: 'El dominio no es válido. Revisa que sea como www.mitienda.com.ar.',
  noDot: 'El dominio debe tener al menos un punto, como www.mitienda.com.ar.',
  ip: 'Escribe un dominio, no una dirección IP.',
  platform: 'Ese dominio es de Vidriera. Escribe un dominio tuyo.',
  taken: 'Ese dominio ya está en uso en otra tienda.',
} as const;

/**
 * The host of a request or a record in the one form compared: lowercase, no
 * port, no trailing dot. An IPv6 literal keeps its brackets.
 */
export function normalizeHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  const colon = h.lastIndexOf(':');
  if (colon !== -1) h = h.slice(0, colon);
  return h.replace(/\.+$/, '');
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** Whether a host is the platform's own: the app's host, the shop domain or anything under either. */
export function isPlatformHost(host: string, where: { shopDomain: string; publicUrl: string }): boolean {
  const h = normalizeHost(host);
  return [normalizeHost(where.shopDomain), normalizeHost(new URL(where.publicUrl).host)].some(
    (own) => h === own || h.endsWith(`.${own}`),
  );
}

/**
 * The domain an owner typed, in its one form (IDN as punycode), or why it
 * cannot be a store's domain (a Spanish message).
 */
export function parseOwnDomain(
  input: string,
  where: { shopDomain: string; publicUrl: string },
): { domain: string } | { problem: string } {
  const typed = input.trim();
  if (!typed) return { problem: DOMAIN_MESSAGES.empty };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(typed)) return { problem: DOMAIN_MESSAGES.scheme };
  if (/[/?#\\@]/.test(typed)) return { problem: DOMAIN_MESSAGES.path };
  if (/:\d*$/.test(typed)) return { problem: DOMAIN_MESSAGES.port };
  if (/[\s:]/.test(typed)) return { problem: DOMAIN_MESSAGES.format };
  let ascii: string;
  try {
    // The WHATWG URL parser turns an IDN into punycode (UTS 46), the same in Node and the browser.
    ascii = new URL(`http://${typed}/`).hostname;
  } catch {
    return { problem: DOMAIN_MESSAGES.format };
  }
  const domain = ascii.replace(/\.$/, '');
  if (domain.startsWith('[') || IPV4.test(domain)) return { problem: DOMAIN_MESSAGES.ip };
  if (!domain.includes('.')) return { problem: DOMAIN_MESSAGES.noDot };
  const labels = domain.split('.');
  if (domain.length > 253 || !labels.every((label) => LABEL.test(label)) || /^\d+$/.test(labels.at(-1) ?? '')) {
    return { problem: DOMAIN_MESSAGES.format };
  }
  if (isPlatformHost(domain, where)) return { problem: DOMAIN_MESSAGES.platform };
  return { domain };
}

/** The records the owner sets at their DNS provider: where the domain points, and the proof it is theirs. */
export function ownDomainRecords(domain: string, token: string, shopDomain: string) {
  return {
    cname: { name: domain, value: normalizeHost(shopDomain) },
    txt: { name: `${DOMAIN_TXT_PREFIX}.${domain}`, value: `${DOMAIN_TXT_VALUE_PREFIX}${token}` },
  };
}

/** What the owner reads after a check (the records' names are in the screen beside it). */
export const DOMAIN_CHECK_MESSAGES = {
  verified: 'Dominio verificado. Tu tienda ya responde en él.',
  txt_missing:
    'Todavía no encontramos el registro TXT. Los cambios de DNS pueden tardar hasta 48 horas: intenta de nuevo más tarde.',
  txt_mismatch: 'El registro TXT existe pero su valor no coincide. Revisa que lo copiaste completo.',
  not_pointing: 'El registro TXT está bien, pero el dominio todavía no apunta a Vidriera. Revisa el registro CNAME.',
  dns_error: 'No pudimos consultar el DNS en este momento. Intenta de nuevo en unos minutos.',
  taken: DOMAIN_MESSAGES.taken,
} as const;
