import { type PublicProductsPage, type StorePageContext, storeHref } from '@vidriera/core';
import { EmptyCatalogue } from '../components/empty-catalogue';
import { Pagination } from '../components/pagination';
import { ProductGrid } from '../components/product-grid';
import { StoreBanner } from '../components/store-banner';
import { StoreLayout } from '../components/store-layout';
import { CategoryFilter } from '../components/category-filter';
import { FloatingCart } from '../components/floating-cart';

interface StoreIndexPageProps extends StorePageContext {
  catalogue: PublicProductsPage;
  /** The category in the address, or "all". */
  category: string;
}

/** The catalogue: banner, category filter, 12 products a page; page and category live in the address, every link is a link. */
export function StoreIndexPage({ base, store, catalogue, category }: StoreIndexPageProps) {
  const home = storeHref(base, 'index', {});
  const pageCount = Math.max(1, Math.ceil(catalogue.total / catalogue.pageSize));
  const pageHref = (page: number) =>
    storeHref(
      base,
      'index',
      {},
      { category: category === 'all' ? undefined : category, page: page > 1 ? String(page) : undefined },
    );
  const shownCategory = store.categories.find((c) => c.id === category);
  return (
    <StoreLayout context={{ base, store }}>
      <main className="mx-auto w-full max-w-7xl flex-1 space-y-6 px-4 py-4 pb-24 sm:px-6 sm:py-6 sm:pb-10">
        {/* The page's title for assistive technology; the header already shows the store's name. */}
        <h1 className="sr-only">{shownCategory ? `${shownCategory.name} - ${store.name}` : store.name}</h1>
        {store.bannerUrl && <StoreBanner bannerUrl={store.bannerUrl} storeName={store.name} />}
        {store.description && <p className="text-sm text-muted-foreground sm:text-base">{store.description}</p>}

        <div className="space-y-4">
          {store.categories.length > 0 && (
            <CategoryFilter categories={store.categories} value={category} action={home} />
          )}
          {catalogue.items.length > 0 ? (
            <ProductGrid items={catalogue.items} base={base} hasBanner={Boolean(store.bannerUrl)} />
          ) : (
            <EmptyCatalogue filtered={category !== 'all'} />
          )}
        </div>

        <Pagination page={Math.min(catalogue.page, pageCount)} pageCount={pageCount} hrefFor={pageHref} />
        <FloatingCart slug={store.slug} cartHref={storeHref(base, 'cart', {})} />
      </main>
    </StoreLayout>
  );
}
