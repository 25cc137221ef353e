import {
  centsToAmount,
  feedAttributeKind,
  isGtin,
  ogImageUrl,
  productBrand,
  type PublicProduct,
  type PublicVariant,
} from '@vidriera/core';

/**
 * A product page's schema.org structured data (docs/product/storefront.md,
 * "Datos estructurados"): what search engines read as its price and
 * availability, so it says what the page and the feed say. A product with one
 * variant is a `Product` with its `Offer`; one with several is Google's
 * `ProductGroup` (productGroupID the product's id, as the feed's
 * `item_group_id`), `variesBy` its colour and size, and `hasVariant` one
 * `Product` per active variant with its colour, size, pictures and `Offer`:
 * its own address (the page on that variant, as the feed links it), its
 * price, ARS, in or out of stock by the same available units the page shows,
 * a promotion's price before as a strikethrough price. A product without
 * pictures shows the store's (`fallbackImage`), like its link preview.
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
  /** The picture of a product without any: the store's logo or banner, as the page's link preview shows it. */
  fallbackImage?: string | undefined;
}

const AVAILABILITY = { in: 'https://schema.org/InStock', out: 'https://schema.org/OutOfStock' } as const;
const VARIES_BY = { color: 'https://schema.org/color', size: 'https://schema.org/size' } as const;

function offerOf(variant: PublicVariant, url: string): Record<string, unknown> {
  return {
    '@type': 'Offer',
    ...(variant.sku ? { sku: variant.sku } : {}),
    ...(isGtin(variant.barcode) ? { gtin: variant.barcode } : {}),
    url,
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
  };
}

/** Each attribute of the product that is a colour or a size, by the feed's rule (`feedAttributeKind`). */
function attributeKinds(product: PublicProduct): Map<string, 'color' | 'size'> {
  const kinds = new Map<string, 'color' | 'size'>();
  for (const attribute of product.attributes) {
    const kind = feedAttributeKind({
      name: attribute.name,
      displayName: attribute.displayName,
      hasColours: attribute.values.some((v) => v.hexColor !== null),
    });
    if (kind) kinds.set(attribute.id, kind);
  }
  return kinds;
}

export function productJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  const { product, storeName, url, variantUrl, picture, fallbackImage } = input;
  const images = product.images.length
    ? product.images.map((i) => picture(ogImageUrl(i)))
    : fallbackImage
      ? [fallbackImage]
      : [];
  const common = {
    '@context': 'https://schema.org',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(images.length ? { image: images } : {}),
    brand: { '@type': 'Brand', name: productBrand(product.brand, storeName) },
    url,
  };
  const single = product.variants.length === 1 ? product.variants[0] : undefined;
  if (single || product.variants.length === 0) {
    return {
      ...common,
      '@type': 'Product',
      ...(single?.sku ? { sku: single.sku } : {}),
      ...(isGtin(single?.barcode) ? { gtin: single.barcode } : {}),
      offers: product.variants.map((variant) => offerOf(variant, variantUrl(variant.id))),
    };
  }
  const kinds = attributeKinds(product);
  const variesBy = (['color', 'size'] as const).filter((kind) => [...kinds.values()].includes(kind));
  return {
    ...common,
    '@type': 'ProductGroup',
    productGroupID: product.id,
    ...(variesBy.length ? { variesBy: variesBy.map((kind) => VARIES_BY[kind]) } : {}),
    hasVariant: product.variants.map((variant) => {
      const of = (kind: 'color' | 'size') =>
        variant.values
          .filter((v) => kinds.get(v.attributeId) === kind)
          .map((v) => v.value)
          .join('/') || undefined;
      const own = variant.images.map((i) => picture(ogImageUrl(i)));
      const color = of('color');
      const size = of('size');
      return {
        '@type': 'Product',
        name: variant.values.length
          ? `${product.name} (${variant.values.map((v) => v.value).join(', ')})`
          : product.name,
        ...(variant.sku ? { sku: variant.sku } : {}),
        ...(isGtin(variant.barcode) ? { gtin: variant.barcode } : {}),
        ...(own.length || images.length ? { image: own.length ? own : images } : {}),
        ...(color ? { color } : {}),
        ...(size ? { size } : {}),
        url: variantUrl(variant.id),
        offers: offerOf(variant, variantUrl(variant.id)),
      };
    }),
  };
}
