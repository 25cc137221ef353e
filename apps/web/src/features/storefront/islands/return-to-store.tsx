import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { defineIsland } from '@/components/island';
import { buttonVariants } from '@/components/ui/button';
import { toastOnNextPage } from '@/lib/toast';

export interface ReturnToStoreProps {
  /** The store's index. */
  storeHref: string;
}

/**
 * "Volver a la tienda" on a missing product's page. With JavaScript the
 * shopper is taken back to the store at once, where "Producto no encontrado."
 * shows (docs/product/storefront.md, "Addresses"); the page stays for links
 * opened without it.
 */
function ReturnToStore({ storeHref }: ReturnToStoreProps) {
  useEffect(() => {
    toastOnNextPage('error', 'Error', 'Producto no encontrado.');
    window.location.replace(storeHref);
  }, [storeHref]);

  return (
    <a href={storeHref} className={buttonVariants({ variant: 'outline' })}>
      <ArrowLeft aria-hidden="true" />
      Volver a la tienda
    </a>
  );
}

export default defineIsland('storefront/return-to-store', ReturnToStore);
