import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { usePublicProducts } from '../api/get-public-products';
import { usePublicStore } from '../api/get-public-store';
import { catalogueParams } from '@vidriera/core';
import { CategoryFilter } from '../components/category-filter';
import { EmptyCatalogue } from '../components/empty-catalogue';
import { FloatingCartButton } from '../components/floating-cart-button';
import { Pagination } from '../components/pagination';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';
import { StoreBanner } from '../components/store-banner';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useStoreSlug } from '../hooks/use-store-slug';

/** The catalogue: banner, category filter, 12 products a page; page and category live in the address. */
export function StoreIndexPage() {
  const slug = useStoreSlug();
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, category } = catalogueParams(searchParams);
  const { data: store } = usePublicStore(slug);
  const products = usePublicProducts(slug, page, category);
  const gridTop = useRef<HTMLDivElement>(null);
  useDocumentTitle(store?.name);

  useEffect(() => {
    if (products.error) toast.error('Error', { description: 'No se pudieron cargar los productos.' });
  }, [products.error]);

  const pageCount = products.data ? Math.max(1, Math.ceil(products.data.total / products.data.pageSize)) : 1;
  // A page past the end (an old link): show the last one instead.
  useEffect(() => {
    if (products.data && !products.isPlaceholderData && page > pageCount) {
      setSearchParams((prev) => withParams(prev, { page: pageCount }), { replace: true });
    }
  }, [products.data, products.isPlaceholderData, page, pageCount, setSearchParams]);

  const changePage = (next: number) => {
    setSearchParams((prev) => withParams(prev, { page: next }), { preventScrollReset: true });
    gridTop.current?.scrollIntoView({ block: 'start' });
  };
  const changeCategory = (next: string) => setSearchParams((prev) => withParams(prev, { page: 1, category: next }), { preventScrollReset: true });

  // Until the store answers nothing but the header shows, so the banner never pushes the grid down.
  if (!store) return <main className="flex-1" />;

  return (
    <main className="mx-auto w-full max-w-7xl flex-1 space-y-6 px-4 py-4 pb-24 sm:px-6 sm:py-6 sm:pb-10">
      {store.bannerUrl && <StoreBanner bannerUrl={store.bannerUrl} storeName={store.name} />}
      {store.description && <p className="text-sm text-muted-foreground sm:text-base">{store.description}</p>}

      <div ref={gridTop} className="scroll-mt-20 space-y-4">
        {store.categories.length > 0 && <CategoryFilter categories={store.categories} value={category} onChange={changeCategory} />}
        {products.data ? (
          products.data.items.length > 0 ? (
            <div className={products.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <ProductGrid items={products.data.items} hasBanner={Boolean(store.bannerUrl)} />
            </div>
          ) : (
            products.data.total === 0 && <EmptyCatalogue filtered={category !== 'all'} />
          )
        ) : products.error ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center">
            <p className="text-muted-foreground">No se pudieron cargar los productos.</p>
            <Button variant="outline" onClick={() => void products.refetch()}>
              Reintentar
            </Button>
          </div>
        ) : (
          <ProductGridSkeleton />
        )}
      </div>

      <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} onPageChange={changePage} />
      <FloatingCartButton />
    </main>
  );
}

function withParams(prev: URLSearchParams, change: { page: number; category?: string }): URLSearchParams {
  const next = new URLSearchParams(prev);
  if (change.page > 1) next.set('page', String(change.page));
  else next.delete('page');
  if (change.category !== undefined) {
    if (change.category === 'all') next.delete('category');
    else next.set('category', change.category);
  }
  return next;
}
