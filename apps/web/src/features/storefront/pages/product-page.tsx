import { productIdFromPathSegment } from '@vidriera/core';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { HydrateLater } from '@/components/hydrate-later';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usePublicProduct } from '../api/get-public-product';
import { usePublicStore } from '../api/get-public-store';
import type { PublicProduct, PublicStore } from '../api/types';
import { FloatingCartButton } from '../components/floating-cart-button';
import { ProductCarousel } from '../components/product-carousel';
import { ProductDetails } from '../components/product-details';
import { ProductNotFound } from '../components/product-not-found';
import { ProductPurchase } from '../components/product-purchase';
import { TrustLines } from '../components/trust-lines';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useStoreSlug } from '../hooks/use-store-slug';
import { useVariantChoice } from '../hooks/use-variant-choice';

const PAGE = 'mx-auto w-full max-w-6xl flex-1 px-4 py-4 pb-24 sm:px-6 sm:py-8';
const COLUMNS = 'grid gap-6 lg:grid-cols-2 lg:gap-10';

/** /product/{name-slug}-{id}: pictures, variant choice, cart and WhatsApp order (spec part 2 §2). */
export function ProductPage() {
  const slug = useStoreSlug();
  const { productId = '' } = useParams();
  const { data: store } = usePublicStore(slug);
  const product = usePublicProduct(slug, productIdFromPathSegment(productId));
  useDocumentTitle(product.data && store ? `${product.data.name} - ${store.name}` : null);

  const error = product.error;
  useEffect(() => {
    if (error && !isApiError(error, 404)) toast.error('Error', { description: 'No se pudo cargar el producto.' });
  }, [error]);

  if (error) return <ProductNotFound title={isApiError(error, 404) ? 'Producto no encontrado' : 'No se pudo cargar el producto.'} />;
  if (!product.data || !store) return <ProductSkeleton />;
  return <ProductView key={product.data.id} product={product.data} store={store} slug={slug} />;
}

function ProductView({ product, store, slug }: { product: PublicProduct; store: PublicStore; slug: string }) {
  const choice = useVariantChoice(product);
  return (
    <main className={PAGE}>
      <div className={COLUMNS}>
        {/* The page is taken over in three tasks (pictures, details, purchase form), not one long one. */}
        <div className="lg:sticky lg:top-24 lg:self-start">
          <HydrateLater>
            <ProductCarousel images={product.images} name={product.name} />
          </HydrateLater>
        </div>
        <div className="space-y-6">
          <ProductDetails product={product} variant={choice.variant} />
          <HydrateLater>
            <ProductPurchase product={product} store={store} slug={slug} choice={choice} />
          </HydrateLater>
          <TrustLines />
        </div>
      </div>
      <FloatingCartButton to="../cart" />
    </main>
  );
}

function ProductSkeleton() {
  return (
    <main className={PAGE} role="status" aria-label="Cargando producto">
      <div className={COLUMNS}>
        <Skeleton className="aspect-square rounded-xl" />
        <div className="space-y-4">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-8 w-1/3" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      </div>
    </main>
  );
}
