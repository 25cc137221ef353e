import { STOREFRONT_PAGE_SIZE } from '@vidriera/core';
import type { CatalogueIndex, IndexedProduct, IndexedVariant } from './catalogue-index';
import type { Listing, WordMatches } from './catalogue-listing';

/*
 * A listing over a store's catalogue index (catalogue-index.ts): which products a page lists, in which order, and
 * what each filter offers with its counts (docs/product/storefront.md, "Filtros" and "Búsqueda"). Pure: the words'
 * match comes from word-matches.ts, the rest is counted here in one pass over the products matched.
 */

/** A product the page shows, and the variant its card links to (the colour and size chosen), if any. */
export interface ListedProduct {
  id: string;
  variantId: string | null;
}

/** What the filters offer for the listing, before the vocabulary names it (catalogue-facets.ts). */
export interface FacetCounts {
  /** Every category of the store by name, with how many listed products it holds. */
  categories: { id: string; name: string; parentId: string | null; count: number }[];
  values: Map<string, number>;
  brands: Map<string, number>;
  minPriceCents: number | null;
  maxPriceCents: number | null;
  inStock: number;
}

export interface IndexListing {
  page: ListedProduct[];
  total: number;
  facets: FacetCounts;
}

/**
 * Lists page `page` (of `pageSize` products) of the listing `l` and counts its facets. `matches`: what the words
 * found (null when nothing is searched); a colour or size typed asks for a variant in stock that has it, or a name
 * that says it. `ofChosenAttributes`: every value of an attribute the filters chose (a
 * variant's value among them is the one it has for that attribute).
 *
 * Each filter's values are counted with every chosen filter but its own (choosing "Talle 38" leaves the other sizes'
 * counts as they were, so a shopper can add "40"). A value counts a product when one of its variants in stock has
 * it with the other attributes' chosen values in that same variant.
 */
export function listFromIndex(
  index: CatalogueIndex,
  l: Listing,
  matches: WordMatches | null,
  page: number,
  ofChosenAttributes: string[],
  pageSize = STOREFRONT_PAGE_SIZE,
): IndexListing {
  const numbers = (ids: string[]) => ids.flatMap((id) => index.valueNumber.get(id) ?? []);
  const groups = l.values.map((g) => new Set(numbers(g)));
  const typed = l.plan.values.map((g) => new Set(numbers(g)));
  const chosen = new Set(groups.flatMap((g) => [...g]));
  const ofChosen = new Set(numbers(ofChosenAttributes));
  const category = l.categoryId === null ? null : (index.categoryNumber.get(l.categoryId) ?? -1);
  const brands = new Set(l.brands);
  // How many of the groups a variant carries a value of.
  const met = (v: IndexedVariant, of: Set<number>[]) => {
    let n = 0;
    for (const g of of)
      for (const x of v.values)
        if (g.has(x)) {
          n += 1;
          break;
        }
    return n;
  };

  const valueCounts = new Array<number>(index.valueIds.length).fill(0);
  // The last product each value was counted for: a product counts once for a value however many variants have it.
  const countedFor = new Array<number>(index.valueIds.length).fill(-1);
  const categoryCounts = new Array<number>(index.categories.length).fill(0);
  const brandCounts = new Map<string, number>();
  let minPrice: number | null = null;
  let maxPrice: number | null = null;
  let inStock = 0;
  const listed: IndexedProduct[] = [];
  // The products the words matched, in the catalogue's order (only those when no other matches), else all.
  const places =
    matches && matches.others === null
      ? [...matches.scores.keys()].flatMap((id) => index.place.get(id) ?? []).sort((a, b) => a - b)
      : null;
  const visit = (p: IndexedProduct, n: number) => {
    if (
      typed.length &&
      !matches?.named.has(p.id) &&
      !p.variants.some((v) => v.inStock && met(v, typed) === typed.length)
    )
      return;
    const inCategory = category === null || p.categories.includes(category);
    const inBrand = brands.size === 0 || brands.has(p.brand);
    const inPrice =
      (l.priceMinCents === null || p.priceCents >= l.priceMinCents) &&
      (l.priceMaxCents === null || p.priceCents <= l.priceMaxCents);
    const inStockFilter = !l.inStock || p.inStock;
    const counting = inCategory && inBrand && inPrice && inStockFilter;
    let inValues = groups.length === 0;
    for (const v of p.variants) {
      if (!v.inStock) continue;
      const satisfied = met(v, groups);
      if (satisfied === groups.length) inValues = true;
      if (!counting) continue;
      for (const x of v.values)
        if (countedFor[x] !== n && satisfied - (chosen.has(x) ? 1 : 0) === groups.length - (ofChosen.has(x) ? 1 : 0)) {
          countedFor[x] = n;
          valueCounts[x] = (valueCounts[x] ?? 0) + 1;
        }
    }
    if (inValues && inBrand && inPrice && inStockFilter)
      for (const c of p.categories) categoryCounts[c] = (categoryCounts[c] ?? 0) + 1;
    if (p.brand !== '' && inCategory && inValues && inPrice && inStockFilter)
      brandCounts.set(p.brand, (brandCounts.get(p.brand) ?? 0) + 1);
    if (inCategory && inValues && inBrand && inStockFilter) {
      minPrice = minPrice === null ? p.priceCents : Math.min(minPrice, p.priceCents);
      maxPrice = maxPrice === null ? p.priceCents : Math.max(maxPrice, p.priceCents);
    }
    if (inCategory && inValues && inBrand && inPrice && p.inStock) inStock += 1;
    if (counting && inValues) listed.push(p);
  };
  if (places) for (const n of places) visit(index.products[n]!, n);
  else index.products.forEach(visit);

  // Search results: products in stock first, then how well each matched, then the catalogue's order (newest first).
  if (matches) {
    const score = (id: string) => matches.scores.get(id) ?? matches.others ?? 0;
    const position = new Map(listed.map((p, i) => [p.id, i]));
    listed.sort(
      (a, b) =>
        Number(b.inStock) - Number(a.inStock) || score(b.id) - score(a.id) || position.get(a.id)! - position.get(b.id)!,
    );
  }
  const start = (page - 1) * pageSize;
  const choosing = groups.length > 0 || typed.length > 0;
  return {
    page: listed.slice(start, start + pageSize).map((p) => ({
      id: p.id,
      variantId: choosing
        ? (p.variants.find((v) => v.inStock && met(v, typed) === typed.length && met(v, groups) === groups.length)
            ?.id ?? null)
        : null,
    })),
    total: listed.length,
    facets: {
      categories: index.categories.map((c, i) => ({ ...c, count: categoryCounts[i] ?? 0 })),
      values: new Map(index.valueIds.flatMap((id, x) => (valueCounts[x] ? [[id, valueCounts[x]] as const] : []))),
      brands: brandCounts,
      minPriceCents: minPrice,
      maxPriceCents: maxPrice,
      inStock,
    },
  };
}
