/** Store slug rule (spec part 1 §5): lowercase, accents removed, only letters,
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

/** Client slug rule (spec part 1 §5, create client): non-alphanumerics become hyphens. */
export function clientSlugFromName(name: string): string {
  return removeAccents(name.toLowerCase())
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, STORE_SLUG_MAX)
    .replace(/-$/, '');
}

export const STORE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Product link slug (spec part 2 §9): "{text-slug}-{id}", or just the id. */
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
