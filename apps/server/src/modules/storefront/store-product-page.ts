import {
  formatPrice,
  productIdFromPathSegment,
  STOREFRONT_IMAGE_SIZES,
  storeHref,
  VARIANT_QUERY,
} from '@vidriera/core';
import { productJsonLd } from './product-json-ld';
import { heroImage, type ResolvedStorePage, type StorePageContext } from './store-page-context';
import { feedLink, productPicture } from './store-page-head';
import { findPublicProduct } from './public-product';

/** A product's page (or its 404), with the price, picture and structured data its link previews and search show. */
export async function resolveProductPage(c: StorePageContext, segment: string): Promise<ResolvedStorePage> {
  const { db, config, base, store, search, origin, canonical, absolute } = c;
  const context = { base, store };
  const product = await findPublicProduct(db, store.id, productIdFromPathSegment(segment).toLowerCase());
  if (!product) {
    return {
      kind: 'page',
      status: 404,
      head: { title: `Producto no encontrado - ${store.name}`, noindex: true, siteName: store.name },
      page: { kind: 'product-not-found', ...context },
      productIds: [],
    };
  }
  const prices = product.variants.map((v) => v.finalPriceCents);
  const minPrice = Math.min(...prices);
  const maxPrice = Math.max(...prices);
  const price =
    minPrice === maxPrice ? formatPrice(minPrice) : `Desde ${formatPrice(minPrice)} hasta ${formatPrice(maxPrice)}`;
  const image = product.images[0];
  const picture = productPicture(product, store, absolute);
  const asked = new URLSearchParams(search).get(VARIANT_QUERY);
  const variantId = product.variants.find((v) => v.id === asked)?.id ?? null;
  const jsonLd = productJsonLd({
    product,
    storeName: store.name,
    url: canonical,
    variantUrl: (id) => `${origin}${storeHref('', 'product', { segment: product.slug }, { [VARIANT_QUERY]: id })}`,
    picture: absolute,
    fallbackImage: picture?.url,
  });
  return {
    kind: 'page',
    status: 200,
    head: {
      title: `${product.name} - ${store.name}`,
      description: [price, product.description].filter(Boolean).join(' · ').slice(0, 300),
      image: picture,
      url: canonical,
      type: 'product',
      siteName: store.name,
      meta: { 'product:price:amount': (minPrice / 100).toFixed(2), 'product:price:currency': 'ARS' },
      preload: image ? { image: heroImage(image, 'product', STOREFRONT_IMAGE_SIZES.productMain) } : undefined,
      jsonLd,
      feed: feedLink(store, config.PUBLIC_URL),
    },
    page: { kind: 'product', ...context, product, variantId },
    productIds: [product.id],
  };
}
