import { STOREFRONT_PAGE_SIZE } from '@vidriera/core';
import type { CatalogueIndex, IndexedProduct, IndexedVariant } from './catalogue-index';
import type { Listing } from './catalogue-listing';

/*
 * A listing over a store's catalogue index (catalogue-index.ts): which products a page lists, in which order, and
 * what each filter offers with its counts (docs/product/storefront.md, "Filtros" and "Búsqueda"). Pure: the words'
 * match comes from the database (search-sql.ts), the rest is counted here in one pass over the products matched.
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
 * Lists page `page` of the listing `l` and counts its facets. `matches`: the products the words matched with how
 * well (null when nothing is searched). `ofChosenAttributes`: every value of an attribute the filters chose (a
 * variant's value among them is the one it has for that attribute).
 *
 * Each filter's values are counted with every chosen filter but its own (choosing "Talle 38" leaves the other sizes'
 * counts as they were, so a shopper can add "40"). A value counts a product when one of its variants in stock has
 * it with the other attributes' chosen values in that same variant.
 */
export function listFromIndex(
  index: CatalogueIndex,
  l: Listing,
  matches: Map<string, number> | null,
  page: number,
  ofChosenAttributes: string[],
): IndexListing {
  const numbers = (ids: string[]) => ids.flatMap((id) => index.valueNumber.get(id) ?? []);
  const groups = l.values.map((g) => new Set(numbers(g)));
  const typed = l.plan.values.map((g) => new Set(numbers(g)));
  const chosen = new Set(groups.flatMap((g) => [...g]));
  const ofChosen = new Set(numbers(ofChosenAttributes));
  const category = l.categoryId === null ? null : (index.categoryNumber.get(l.categoryId) ?? -1);
  const brands = new Set(l.brands);
  const met = (v: IndexedVariant, of: Set<number>[]) =>
    of.reduce((n, g) => n + (v.values.some((x) => g.has(x)) ? 1 : 0), 0);

  const valueCounts = new Map<number, number>();
  const categoryCounts = new Array<number>(index.categories.length).fill(0);
  const brandCounts = new Map<string, number>();
  let minPrice: number | null = null;
  let maxPrice: number | null = null;
  let inStock = 0;
  const listed: IndexedProduct[] = [];
  for (const p of index.products) {
    if (matches && !matches.has(p.id)) continue;
    const inCategory = category === null || p.categories.includes(category);
    const inBrand = brands.size === 0 || brands.has(p.brand);
    const inPrice =
      (l.priceMinCents === null || p.priceCents >= l.priceMinCents) &&
      (l.priceMaxCents === null || p.priceCents <= l.priceMaxCents);
    const inStockFilter = !l.inStock || p.inStock;
    let inValues = groups.length === 0;
    // The values a product counts for, once each however many of its variants have them.
    const counted = new Set<number>();
    for (const v of p.variants) {
      if (!v.inStock) continue;
      const satisfied = met(v, groups);
      if (satisfied === groups.length) inValues = true;
      if (!(inCategory && inBrand && inPrice && inStockFilter)) continue;
      for (const x of v.values)
        if (satisfied - (chosen.has(x) ? 1 : 0) === groups.length - (ofChosen.has(x) ? 1 : 0)) counted.add(x);
    }
    for (const x of counted) valueCounts.set(x, (valueCounts.get(x) ?? 0) + 1);
    if (inValues && inBrand && inPrice && inStockFilter) for (const c of p.categories) categoryCounts[c]! += 1;
    if (p.brand !== '' && inCategory && inValues && inPrice && inStockFilter)
      brandCounts.set(p.brand, (brandCounts.get(p.brand) ?? 0) + 1);
    if (inCategory && inValues && inBrand && inStockFilter) {
      minPrice = minPrice === null ? p.priceCents : Math.min(minPrice, p.priceCents);
      maxPrice = maxPrice === null ? p.priceCents : Math.max(maxPrice, p.priceCents);
    }
    if (inCategory && inValues && inBrand && inPrice && p.inStock) inStock += 1;
    if (inCategory && inBrand && inPrice && inStockFilter && inValues) listed.push(p);
  }

  // Search results: products in stock first, then how well each matched, then the catalogue's order (newest first).
  if (matches) {
    const position = new Map(listed.map((p, i) => [p.id, i]));
    listed.sort(
      (a, b) =>
        Number(b.inStock) - Number(a.inStock) ||
        (matches.get(b.id) ?? 0) - (matches.get(a.id) ?? 0) ||
        position.get(a.id)! - position.get(b.id)!,
    );
  }
  const start = (page - 1) * STOREFRONT_PAGE_SIZE;
  const choosing = groups.length > 0 || typed.length > 0;
  return {
    page: listed.slice(start, start + STOREFRONT_PAGE_SIZE).map((p) => ({
      id: p.id,
      variantId: choosing
        ? (p.variants.find((v) => v.inStock && met(v, typed) === typed.length && met(v, groups) === groups.length)
            ?.id ?? null)
        : null,
    })),
    total: listed.length,
    facets: {
      categories: index.categories.map((c, i) => ({ ...c, count: categoryCounts[i] ?? 0 })),
      values: new Map([...valueCounts].map(([x, n]) => [index.valueIds[x]!, n])),
      brands: brandCounts,
      minPriceCents: minPrice,
      maxPriceCents: maxPrice,
      inStock,
    },
  };
}
