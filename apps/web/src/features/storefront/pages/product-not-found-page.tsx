import { type StorePageContext, storeHref } from '@vidriera/core';
import { ArrowLeft, PackageSearch } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { StoreLayout } from '../components/store-layout';

/**
 * A product that does not exist or is not for sale (the server answers 404): the page stays, with or without
 * JavaScript, and its way back is a plain link (docs/product/storefront.md, "Addresses").
 */
export function ProductNotFoundPage({ base, store }: StorePageContext) {
  return (
    <StoreLayout context={{ base, store }}>
      <main className="flex flex-1 items-center justify-center px-6 py-16">
        <div className="max-w-md text-center">
          <PackageSearch className="mx-auto mb-4 size-12 text-muted-foreground" aria-hidden="true" />
          <h1 className="mb-2 text-2xl font-bold">Producto no encontrado</h1>
          <p className="mb-6 text-muted-foreground">El producto que buscas no existe o ya no está a la venta.</p>
          <a href={storeHref(base, 'index', {})} className={buttonVariants({ variant: 'outline' })}>
            <ArrowLeft aria-hidden="true" />
            Volver a la tienda
          </a>
        </div>
      </main>
    </StoreLayout>
  );
}
