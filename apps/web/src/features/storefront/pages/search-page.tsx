import { type PublicProductsPage, type StorePageContext, storeHref } from '@vidriera/core';
import { SearchX } from 'lucide-react';
import { Pagination } from '../components/pagination';
import { ProductGrid } from '../components/product-grid';
import { StoreLayout } from '../components/store-layout';
import { FloatingCart } from '../components/floating-cart';

interface SearchPageProps extends StorePageContext {
  catalogue: PublicProductsPage;
  /** The words searched ('' when the shopper sent an empty box). */
  query: string;
}

/** Search results: the words searched, 12 products a page as on the index, or what was not found (docs/product/storefront.md, "Búsqueda"). */
export function SearchPage({ base, store, catalogue, query }: SearchPageProps) {
  const pageCount = Math.max(1, Math.ceil(catalogue.total / catalogue.pageSize));
  const pageHref = (page: number) =>
    storeHref(base, 'search', {}, { q: query, page: page > 1 ? String(page) : undefined });
  const count = catalogue.total === 1 ? '1 producto' : `${catalogue.total} productos`;
  return (
    <StoreLayout context={{ base, store }} query={query}>
      <main className="mx-auto w-full max-w-7xl flex-1 space-y-6 px-4 py-4 pb-24 sm:px-6 sm:py-6 sm:pb-10">
        {query ? (
          <div className="space-y-1">
            <h1 className="text-xl font-semibold break-words sm:text-2xl">{`Resultados para “${query}”`}</h1>
            {catalogue.total > 0 && <p className="text-sm text-muted-foreground">{count}</p>}
          </div>
        ) : (
          <h1 className="text-xl font-semibold sm:text-2xl">Buscar productos</h1>
        )}

        {catalogue.items.length > 0 ? (
          <ProductGrid items={catalogue.items} base={base} hasBanner={false} />
        ) : (
          <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-16 text-center">
            <SearchX className="mb-4 size-12 text-muted-foreground" aria-hidden="true" />
            <p className="mb-4 text-base font-medium break-words">
              {query ? `No encontramos productos para “${query}”` : 'Escribe qué buscas en el buscador de arriba.'}
            </p>
            <a
              href={storeHref(base, 'index', {})}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Ver todos los productos
            </a>
          </div>
        )}

        <Pagination page={Math.min(catalogue.page, pageCount)} pageCount={pageCount} hrefFor={pageHref} />
        <FloatingCart slug={store.slug} cartHref={storeHref(base, 'cart', {})} />
      </main>
    </StoreLayout>
  );
}
