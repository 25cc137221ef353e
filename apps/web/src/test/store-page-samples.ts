import {
  DEFAULT_DELIVERY_SETTINGS,
  NO_FACETS,
  NO_SELECTION,
  type PublicProduct,
  type PublicProductCard,
  type PublicStore,
  type StorePage,
} from '@vidriera/core';

/** A store, a product and its card, and the index page, as the store pages' markup tests render them (entry-server*.test.ts). */
export const store: PublicStore = {
  id: 'a0000000-0000-4000-8000-000000000001',
  name: 'Moda "Lina" </script>',
  slug: 'moda-lina',
  description: '',
  whatsappNumber: '5491155550000',
  instagramHandle: null,
  facebookPage: null,
  cbu: null,
  logoUrl: null,
  bannerUrl: null,
  maxUnitsPerProduct: 10,
  paymentMethods: [],
  transferDiscountPercent: null,
  delivery: DEFAULT_DELIVERY_SETTINGS,
  carrierShipping: false,
  wholesaleMinimum: { minOrderCents: null, minUnits: null },
  categories: [{ id: 'c0000000-0000-4000-8000-000000000001', name: 'Vestidos' }],
  measurement: { metaPixelId: null, ga4Id: null },
};

export const card: PublicProductCard = {
  id: 'b0000000-0000-4000-8000-000000000001',
  slug: 'vestido-b0000000-0000-4000-8000-000000000001',
  name: 'Vestido <b>floral</b>',
  description: '',
  priceCents: 2_500_000,
  minPriceCents: 2_500_000,
  maxPriceCents: 2_650_000,
  compareAtPriceCents: null,
  availableStock: 4,
  variantCount: 2,
  category: null,
  image: null,
  attributes: [],
  variantId: null,
  badges: [],
};

export const product: PublicProduct = {
  id: card.id,
  slug: card.slug,
  name: card.name,
  description: 'Lino',
  descriptionHtml: '<p>Lino</p>',
  priceCents: 2_500_000,
  brand: '',
  tags: [],
  category: null,
  images: ['/uploads/a', '/uploads/b'],
  attributes: [],
  variants: [
    {
      id: 'd0000000-0000-4000-8000-000000000001',
      sku: 'V-1',
      finalPriceCents: 2_500_000,
      compareAtPriceCents: null,
      barcode: null,
      availableStock: 4,
      values: [],
      images: [],
    },
  ],
  badges: [],
};

export const decode = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** The islands of a page: name, when they load, and their props. */
export function islands(html: string) {
  return [...html.matchAll(/<[a-z]+ data-island="[^>]*>/g)].map(([tag]) => {
    const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
    return {
      name: attribute('data-island'),
      load: attribute('data-load'),
      wakesWith: attribute('data-wakes-with'),
      props: JSON.parse(decode(attribute('data-props') ?? '')) as Record<string, unknown>,
    };
  });
}

export const index: Extract<StorePage, { kind: 'index' }> = {
  kind: 'index',
  base: '/store/moda-lina',
  store,
  catalogue: { items: [card], total: 13, page: 1, pageSize: 12, facets: NO_FACETS, suggestion: null },
  category: 'all',
  selection: NO_SELECTION,
};
