import { STORE_SLUG_PATTERN } from './slug';

/*
 * Store addresses without zod: the web app resolves the shop host before
 * anything else, so this must not pull the form schemas into the first download.
 */

/** The shop address: {slug}.{shopDomain} (spec part 1 §9). */
export function storeUrl(slug: string, shopDomain: string, protocol = 'http:'): string {
  return `${protocol}//${slug}.${shopDomain}/`;
}

/** Shop slug from a host under the shop domain (spec part 1 §9 host rule), else null. */
export function shopSlugFromHost(host: string, shopDomain: string): string | null {
  const lower = host.toLowerCase();
  const suffix = `.${shopDomain.toLowerCase()}`;
  if (!lower.endsWith(suffix)) return null;
  const label = lower.slice(0, -suffix.length);
  if (!label || label.includes('.') || label === 'www') return null;
  if (/^\d+$/.test(label)) return null;
  return STORE_SLUG_PATTERN.test(label) ? label : null;
}
