import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { CartProvider } from '@/features/cart/components/cart-provider';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usePublicStore } from '../api/get-public-store';
import { DEFAULT_TITLE, useDocumentTitle } from '../hooks/use-document-title';
import { useStoreSlug } from '../hooks/use-store-slug';
import { StoreHeader } from './store-header';
import { StoreNotFound } from './store-not-found';

/**
 * Every storefront page: the store (shared by the pages through the query
 * cache), its cart and its header. Pages render at once and load their own
 * data alongside the store's, so the catalogue does not wait for the profile.
 */
export function StoreLayout() {
  const slug = useStoreSlug();
  const { data: store, error } = usePublicStore(slug);
  // Pages set their own titles (a parent effect would run after theirs); a missing store gets the default.
  useDocumentTitle(error ? DEFAULT_TITLE : null);

  useEffect(() => {
    if (!error || isApiError(error, 404)) return;
    toast.error('Error', { description: isApiError(error) ? error.message : 'Tienda no encontrada o error al cargar.' });
  }, [error]);

  if (error) return <StoreNotFound />;
  return (
    <CartProvider slug={slug}>
      <div className="flex min-h-dvh flex-col bg-muted/30">
        <StoreHeader store={store} />
        <Outlet />
      </div>
    </CartProvider>
  );
}
