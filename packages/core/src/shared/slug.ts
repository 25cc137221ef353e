/** Store slug rule (docs/product/stores.md): lowercase, accents removed, only letters,
 * digits, spaces and hyphens kept, whitespace runs → one hyphen, repeated
 * hyphens collapsed, trimmed, at most 50 characters. */
export const STORE_SLUG_MAX = 50;

export function removeAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

export function storeSlugFromName(name: string): string {
  return removeAccents(name.toLowerCase())
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, STORE_SLUG_MAX)
    .replace(/-$/, '');
}

/** Client slug rule (docs/product/stores.md, create client): non-alphanumerics become hyphens. */
export function clientSlugFromName(name: string): string {
  return removeAccents(name.toLowerCase())
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, STORE_SLUG_MAX)
    .replace(/-$/, '');
}

export const STORE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Names a store cannot take (docs/product/stores.md): its address is a
 * subdomain of the shop domain, and these are the app's own hosts, or hosts a
 * person would take for the app's.
 */
export const RESERVED_STORE_SLUGS: ReadonlySet<string> = new Set([
  'www',
  'api',
  'admin',
  'app',
  'auth',
  'mail',
  'email',
  'smtp',
  'imap',
  'ftp',
  'webmail',
  'store',
  'stores',
  'tiendas',
  'static',
  'assets',
  'uploads',
  'cdn',
  'super-admin',
  'superadmin',
  'localhost',
]);

/**
 * Why a slug cannot be a store's address, in the words the owner reads, or
 * null when it can: the store's subdomain must not be a host the app keeps
 * for itself, and a label of only digits is not a subdomain (it reads as an
 * IP address). One rule for store setup, create-client and the addresses.
 */
export function storeSlugProblem(slug: string): string | null {
  if (/^\d+$/.test(slug))
    return `El enlace de la tienda no puede ser solo números ("${slug}"). Agrega una palabra, por ejemplo "tienda-${slug}".`;
  if (RESERVED_STORE_SLUGS.has(slug))
    return `"${slug}" es un nombre reservado de Vidriera y no puede ser el enlace de una tienda. Elige otro.`;
  return null;
}

/** A slug that works as `{slug}.{shopDomain}`: the pattern and no problem. */
export function isShopSubdomainSlug(slug: string): boolean {
  return STORE_SLUG_PATTERN.test(slug) && storeSlugProblem(slug) === null;
}

/** Product link slug (docs/product/stores.md): "{text-slug}-{id}", or just the id. */
export function productPathSegment(name: string, id: string): string {
  const text = removeAccents(name.toLowerCase())
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 50)
    .replace(/-$/, '');
  return text ? `${text}-${id}` : id;
}

const UUID_AT_END = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const SHORT_ID_AT_END = /(?:^|-)([0-9a-f]{8})$/i;

/** Reads the product id back from a path segment: a full UUID or an 8-hex short id. */
export function productIdFromPathSegment(segment: string): string {
  const full = UUID_AT_END.exec(segment);
  if (full?.[1]) return full[1].toLowerCase();
  const short = SHORT_ID_AT_END.exec(segment);
  if (short?.[1]) return short[1].toLowerCase();
  return segment;
}
