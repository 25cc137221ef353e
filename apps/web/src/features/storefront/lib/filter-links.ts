import {
  CATALOGUE_PARAMS,
  type CatalogueFacets,
  type CatalogueSelection,
  formatPrice,
  NO_SELECTION,
  selectionQuery,
  storeHref,
  toggleValue,
} from '@vidriera/core';

/*
 * The filters' links (docs/product/storefront.md, "Filtros"): each is the listing's address with one filter
 * changed, page 1, built from the selection as core keeps it (catalogue-filters.ts), so a link is the canonical
 * address the server answers and a shopper can send it as it is.
 */

/** Where a listing's links lead: the store's index, or its search page with the words searched. */
export interface ListingAddress {
  base: string;
  route: 'index' | 'search';
  query: string;
}

/** The listing with `selection` on `page` (page 1 is the address without `page`). */
export function listingHref(at: ListingAddress, selection: CatalogueSelection, page = 1): string {
  return storeHref(
    at.base,
    at.route,
    {},
    {
      ...(at.route === 'search' ? { q: at.query } : {}),
      ...selectionQuery(selection),
      page: page > 1 ? String(page) : undefined,
    },
  );
}

/** The listing without any filter (a search keeps its words). */
export const clearedHref = (at: ListingAddress) => listingHref(at, NO_SELECTION);

/** One category of the tree with the subcategories the list has products in. */
export interface CategoryNode {
  id: string;
  name: string;
  count: number;
  children: CategoryNode[];
}

/**
 * The categories the list has products in (and the chosen one), each parent with its children, by name as the
 * server sends them; a child whose parent is not shown stands at the top.
 */
export function categoryTree(categories: CatalogueFacets['categories'], chosen: string | null): CategoryNode[] {
  const shown = categories.filter((c) => c.count > 0 || c.id === chosen);
  const ids = new Set(shown.map((c) => c.id));
  const node = (c: (typeof shown)[number]): CategoryNode => ({
    id: c.id,
    name: c.name,
    count: c.count,
    children: shown.filter((child) => child.parentId === c.id).map(node),
  });
  return shown.filter((c) => !c.parentId || !ids.has(c.parentId)).map(node);
}

/** A filter the shopper chose, as a link that takes it away. */
export interface ChosenFilter {
  label: string;
  href: string;
}

const pesos = (whole: number) => formatPrice(whole * 100).replace(/,00$/, '');

/** What narrows the list now, each with the address without it ("Talle: 38", "Marca: Nike", "Precio: …"). */
export function chosenFilters(
  at: ListingAddress,
  selection: CatalogueSelection,
  facets: CatalogueFacets,
): ChosenFilter[] {
  const chosen: ChosenFilter[] = [];
  const category = facets.categories.find((c) => c.id === selection.category);
  if (selection.category)
    chosen.push({
      label: `Categoría: ${category?.name ?? 'elegida'}`,
      href: listingHref(at, { ...selection, category: null }),
    });
  for (const [key, values] of Object.entries(selection.values)) {
    const attribute = facets.attributes.find((a) => a.key === key);
    for (const value of values) {
      const name = attribute?.values.find((v) => v.key === value)?.name ?? value;
      chosen.push({
        label: `${attribute?.name ?? key}: ${name}`,
        href: listingHref(at, toggleValue(selection, key, value)),
      });
    }
  }
  for (const brand of selection.brands) {
    const name = facets.brands.find((b) => b.key === brand)?.name ?? brand;
    chosen.push({
      label: `Marca: ${name}`,
      href: listingHref(at, toggleValue(selection, CATALOGUE_PARAMS.brand, brand)),
    });
  }
  if (selection.priceMin !== null || selection.priceMax !== null) {
    const { priceMin: min, priceMax: max } = selection;
    const label =
      min !== null && max !== null
        ? `Precio: ${pesos(min)} a ${pesos(max)}`
        : min !== null
          ? `Precio: desde ${pesos(min)}`
          : `Precio: hasta ${pesos(max ?? 0)}`;
    chosen.push({ label, href: listingHref(at, { ...selection, priceMin: null, priceMax: null }) });
  }
  if (selection.inStock)
    chosen.push({ label: 'Solo con stock', href: listingHref(at, { ...selection, inStock: false }) });
  return chosen;
}
