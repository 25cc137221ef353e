import { type PublicProduct, type StorePageContext, storeHref } from '@vidriera/core';
import { Island } from '@/components/island';
import { ProductDetails } from '../components/product-details';
import { ProductPictures } from '../components/product-pictures';
import { StoreLayout } from '../components/store-layout';
import { TrustLines } from '../components/trust-lines';
import { FloatingCart } from '../components/floating-cart';
import ProductCarousel from '../islands/product-carousel';
import ProductPurchase from '../islands/product-purchase';
import { feedItemId } from '../lib/measure';
import { initialSelection, selectableAttributes, selectedVariant } from '../lib/variant-selection';

const PAGE = 'mx-auto w-full max-w-6xl flex-1 px-4 py-4 pb-24 sm:px-6 sm:py-8';
const COLUMNS = 'grid grid-cols-1 gap-6 lg:grid-cols-2 lg:gap-10';

/** /product/{name-slug}-{id}: pictures, details, the purchase form (variant, quantity, cart and WhatsApp order). */
export function ProductPage({
  base,
  store,
  product,
  variantId,
}: StorePageContext & { product: PublicProduct; variantId: string | null }) {
  const attributes = selectableAttributes(product);
  const preselected = selectedVariant(product, attributes, initialSelection(product, attributes, variantId), variantId);
  return (
    <StoreLayout context={{ base, store }}>
      <main className={PAGE}>
        <div className={COLUMNS}>
          <div className="lg:sticky lg:top-24 lg:self-start">
            {product.images.length > 1 ? (
              <Island
                of={ProductCarousel}
                load="visible"
                props={{ images: product.images, name: product.name, productId: product.id }}
              />
            ) : (
              <ProductPictures images={product.images} name={product.name} />
            )}
          </div>
          <div className="space-y-6">
            <ProductDetails product={product} variant={preselected} />
            <Island
              of={ProductPurchase}
              load="use"
              props={{
                slug: store.slug,
                product,
                variantId,
                whatsappNumber: store.whatsappNumber,
                delivery: store.delivery,
                carrierShipping: store.carrierShipping,
              }}
            />
            <TrustLines />
          </div>
        </div>
        <FloatingCart slug={store.slug} cartHref={storeHref(base, 'cart', {})} />
        {(store.measurement.metaPixelId || store.measurement.ga4Id) && (
          // ViewContent's value and item, for a store that measures its ads (lib/measurement.ts, after consent).
          <span
            hidden
            data-measure-view=""
            data-value={preselected?.finalPriceCents ?? product.priceCents}
            data-ids={feedItemId(preselected ?? product.variants[0] ?? { id: product.id })}
          />
        )}
      </main>
    </StoreLayout>
  );
}
