import {
  type CatalogueSelection,
  isFiltered,
  type PublicProductsPage,
  type StorePageContext,
  storeHref,
} from '@vidriera/core';
import { EmptyCatalogue } from '../components/empty-catalogue';
import { FilteredListing } from '../components/filtered-listing';
import { FloatingCart } from '../components/floating-cart';
import { NoResults } from '../components/no-results';
import { Pagination } from '../components/pagination';
import { ProductGrid } from '../components/product-grid';
import { StoreBanner } from '../components/store-banner';
import { StoreLayout } from '../components/store-layout';
import { clearedHref, type ListingAddress, listingHref } from '../lib/filter-links';

interface StoreIndexPageProps extends StorePageContext {
  catalogue: PublicProductsPage;
  /** The category in the address, or "all". */
  category: string;
  selection: CatalogueSelection;
}

/**
 * The catalogue: banner, filters, 12 products a page; page and filters live in the address, every link is a link
 * (docs/product/storefront.md, "Filtros").
 */
export function StoreIndexPage({ base, store, catalogue, category, selection }: StoreIndexPageProps) {
  const at: ListingAddress = { base, route: 'index', query: '' };
  const pageCount = Math.max(1, Math.ceil(catalogue.total / catalogue.pageSize));
  const filtered = isFiltered(selection);
  const shownCategory = store.categories.find((c) => c.id === category);
  return (
    <StoreLayout context={{ base, store }}>
      <main className="mx-auto w-full max-w-7xl flex-1 space-y-6 px-4 py-4 pb-24 sm:px-6 sm:py-6 sm:pb-10">
        {/* The page's title for assistive technology; the header already shows the store's name. */}
        <h1 className="sr-only">{shownCategory ? `${shownCategory.name} - ${store.name}` : store.name}</h1>
        {store.bannerUrl && <StoreBanner bannerUrl={store.bannerUrl} storeName={store.name} />}
        {store.description && <p className="text-sm text-muted-foreground sm:text-base">{store.description}</p>}

        {catalogue.total > 0 || filtered ? (
          <FilteredListing at={at} selection={selection} facets={catalogue.facets} total={catalogue.total}>
            {catalogue.items.length > 0 ? (
              <ProductGrid items={catalogue.items} base={base} hasBanner={Boolean(store.bannerUrl)} />
            ) : (
              <NoResults base={base} categories={store.categories} message="No hay productos con estos filtros.">
                <a
                  href={clearedHref(at)}
                  className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  Limpiar filtros
                </a>
              </NoResults>
            )}
          </FilteredListing>
        ) : (
          <EmptyCatalogue />
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
