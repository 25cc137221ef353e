import { isShopSubdomainSlug } from './slug';

/*
 * Store addresses without zod: the web app resolves the shop host before
 * anything else, so this must not pull the form schemas into the first download.
 */

/**
 * The address the app hands out for a store: `{slug}.{shopDomain}`
 * (docs/product/stores.md), or `{publicUrl}/store/{slug}` for a slug no subdomain can carry
 * (stores made before such slugs were refused), so no link is dead.
 */
export function storeUrl(slug: string, where: { shopDomain: string; publicUrl: string }): string {
  const publicUrl = where.publicUrl.replace(/\/+$/, '');
  if (!isShopSubdomainSlug(slug)) return `${publicUrl}/store/${encodeURIComponent(slug)}`;
  return `${new URL(publicUrl).protocol}//${slug}.${where.shopDomain}/`;
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
