import { centsToAmount, isGtin, ogImageUrl, productBrand, type PublicProduct } from '@vidriera/core';

/**
 * A product page's schema.org `Product` (docs/product/storefront.md, "Datos
 * estructurados"): what search engines read as its price and availability, so
 * it says what the page and the feed say. One `Offer` per active variant,
 * each with its own address (the page on that variant, as the feed links it),
 * its price, ARS, and in or out of stock by the same available units the page
 * shows; a promotion's price before as a strikethrough price.
 */
export interface ProductJsonLdInput {
  product: PublicProduct;
  storeName: string;
  /** The product page's canonical address (no query). */
  url: string;
  /** The page on one variant: the canonical address with `?variante=`. */
  variantUrl: (variantId: string) => string;
  /** A picture's address as robots fetch it. */
  picture: (url: string) => string;
}

const AVAILABILITY = { in: 'https://schema.org/InStock', out: 'https://schema.org/OutOfStock' } as const;

export function productJsonLd({ product, storeName, url, variantUrl, picture }: ProductJsonLdInput): Record<string, unknown> {
  const single = product.variants.length === 1 ? product.variants[0] : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(product.images.length ? { image: product.images.map((i) => picture(ogImageUrl(i))) } : {}),
    brand: { '@type': 'Brand', name: productBrand(product.brand, storeName) },
    ...(single?.sku ? { sku: single.sku } : {}),
    ...(isGtin(single?.barcode) ? { gtin: single.barcode } : {}),
    url,
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      ...(variant.sku ? { sku: variant.sku } : {}),
      ...(isGtin(variant.barcode) ? { gtin: variant.barcode } : {}),
      url: variantUrl(variant.id),
      price: centsToAmount(variant.finalPriceCents),
      priceCurrency: 'ARS',
      ...(variant.compareAtPriceCents !== null
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              priceType: 'https://schema.org/StrikethroughPrice',
              price: centsToAmount(variant.compareAtPriceCents),
              priceCurrency: 'ARS',
            },
          }
        : {}),
      availability: variant.availableStock === null || variant.availableStock > 0 ? AVAILABILITY.in : AVAILABILITY.out,
      itemCondition: 'https://schema.org/NewCondition',
    })),
  };
}
