import { isShopSubdomainSlug } from '../shared/slug';

/*
 * Store addresses without zod: the web app resolves the shop host before
 * anything else, so this must not pull the form schemas into the first download.
 */

/**
 * The address the app hands out for a store, ending in "/": its verified own
 * domain when it has one (docs/product/stores.md, "Dominio propio"; on the app's
 * scheme and the shop domain's port), else `{slug}.{shopDomain}`, or
 * `{publicUrl}/store/{slug}` for a slug no subdomain can carry (stores made
 * before such slugs were refused), so no link is dead. Every link to a store
 * page (pages, tags, feed, messages, e-mails) starts from here.
 */
export function storeUrl(
  slug: string,
  where: { shopDomain: string; publicUrl: string },
  ownDomain?: string | null,
): string {
  const publicUrl = where.publicUrl.replace(/\/+$/, '');
  const scheme = new URL(publicUrl).protocol;
  if (ownDomain) {
    const port = /:\d+$/.exec(where.shopDomain)?.[0] ?? '';
    return `${scheme}//${ownDomain}${port}/`;
  }
  if (!isShopSubdomainSlug(slug)) return `${publicUrl}/store/${encodeURIComponent(slug)}`;
  return `${scheme}//${slug}.${where.shopDomain}/`;
}

/** The origin of a store's own address (storeUrl without the final "/", or the app's origin plus /store/{slug}). */
export function storeRoot(
  slug: string,
  where: { shopDomain: string; publicUrl: string },
  ownDomain?: string | null,
): string {
  return storeUrl(slug, where, ownDomain).replace(/\/$/, '');
}

/** Shop slug from a host under the shop domain (docs/product/stores.md), else null. */
export function shopSlugFromHost(host: string, shopDomain: string): string | null {
  const lower = host.toLowerCase();
  const suffix = `.${shopDomain.toLowerCase()}`;
  if (!lower.endsWith(suffix)) return null;
  const label = lower.slice(0, -suffix.length);
  if (!label || label.includes('.')) return null;
  return isShopSubdomainSlug(label) ? label : null;
}
