import {
  type CatalogueSelection,
  isFiltered,
  type PublicProductsPage,
  type StorePageContext,
  storeHref,
} from '@vidriera/core';
import { FilteredListing } from '../components/filtered-listing';
import { FloatingCart } from '../components/floating-cart';
import { NoResults } from '../components/no-results';
import { Pagination } from '../components/pagination';
import { ProductGrid } from '../components/product-grid';
import { StoreLayout } from '../components/store-layout';
import { clearedHref, type ListingAddress, listingHref } from '../lib/filter-links';

interface SearchPageProps extends StorePageContext {
  catalogue: PublicProductsPage;
  /** The words searched ('' when the shopper sent an empty box). */
  query: string;
  selection: CatalogueSelection;
}

const link = 'text-sm font-medium text-primary underline-offset-4 hover:underline';

/**
 * Search results: the words searched, the filters, 12 products a page as on the index, or what was not found with
 * "¿Quisiste decir…?" and the store's categories (docs/product/storefront.md, "Búsqueda", "Filtros").
 */
export function SearchPage({ base, store, catalogue, query, selection }: SearchPageProps) {
  const at: ListingAddress = { base, route: 'search', query };
  const pageCount = Math.max(1, Math.ceil(catalogue.total / catalogue.pageSize));
  const filtered = isFiltered(selection);
  const found = catalogue.items.length > 0;
  const results = found ? (
    <ProductGrid items={catalogue.items} base={base} hasBanner={false} />
  ) : (
    <NoResults
      base={base}
      categories={store.categories}
      message={
        !query
          ? 'Escribe qué buscas en el buscador de arriba.'
          : filtered
            ? `No encontramos productos para “${query}” con estos filtros`
            : `No encontramos productos para “${query}”`
      }
    >
      {catalogue.suggestion && (
        <p className="text-base">
          ¿Quisiste decir{' '}
          <a
            href={storeHref(base, 'search', {}, { q: catalogue.suggestion })}
            className="font-semibold text-primary underline underline-offset-4"
          >
            «{catalogue.suggestion}»
          </a>
          ?
        </p>
      )}
      {filtered && (
        <a href={clearedHref(at)} className={link}>
          Limpiar filtros
        </a>
      )}
    </NoResults>
  );
  return (
    <StoreLayout context={{ base, store }} query={query}>
      <main className="mx-auto w-full max-w-7xl flex-1 space-y-6 px-4 py-4 pb-24 sm:px-6 sm:py-6 sm:pb-10">
        <h1 className="text-xl font-semibold break-words sm:text-2xl">
          {query ? `Resultados para “${query}”` : 'Buscar productos'}
        </h1>
        {query && (found || filtered) ? (
          <FilteredListing at={at} selection={selection} facets={catalogue.facets} total={catalogue.total}>
            {results}
          </FilteredListing>
        ) : (
          results
        )}
        <Pagination
          page={Math.min(catalogue.page, pageCount)}
          pageCount={pageCount}
          hrefFor={(page) => listingHref(at, selection, page)}
        />
        <FloatingCart slug={store.slug} cartHref={storeHref(base, 'cart', {})} />
      </main>
    </StoreLayout>
  );
}
