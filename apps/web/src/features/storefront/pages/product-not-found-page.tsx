import { type StorePageContext, storeHref } from '@vidriera/core';
import { PackageSearch } from 'lucide-react';
import { Island } from '@/components/island';
import { StoreLayout } from '../components/store-layout';
import ReturnToStore from '../islands/return-to-store';

/** A product that does not exist or is not for sale (the server answers 404). */
export function ProductNotFoundPage({ base, store }: StorePageContext) {
  return (
    <StoreLayout context={{ base, store }}>
      <main className="flex flex-1 items-center justify-center px-6 py-16">
        <div className="max-w-md text-center">
          <PackageSearch className="mx-auto mb-4 size-12 text-muted-foreground" aria-hidden="true" />
          <h1 className="mb-6 text-2xl font-bold">Producto no encontrado</h1>
          <Island of={ReturnToStore} load="load" props={{ storeHref: storeHref(base, 'index', {}) }} />
        </div>
      </main>
    </StoreLayout>
  );
}
