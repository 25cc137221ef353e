import {
  catalogueParams,
  formatPrice,
  type ImageKind,
  imageSrc,
  imageSrcSet,
  ogImageUrl,
  productIdFromPathSegment,
  publicApi,
  shopSlugFromHost,
  STOREFRONT_IMAGE_SIZES,
  type StorefrontPageData,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { PageHead, PagePreload } from '../web/page-head';
import { findPublicProduct, findPublicStore, listPublicProducts } from './public-catalogue';

export type PageResolution =
  | { kind: 'redirect'; location: string }
  /** `render`: the data the storefront screens render the page from (the server renders it when the web build has its renderer). */
  | { kind: 'page'; status: number; head: PageHead; render?: StorefrontPageData | undefined };

/** The last catalogue page the public API serves (its `page` limit). */
const MAX_PAGE = 10_000;

const SITE_NAME = 'Vidriera';
const DEFAULT_DESCRIPTION = 'Crea tu tienda online en minutos y vende por WhatsApp.';
const SHOP_HOST_PATH = /^\/(?:cart\/?|product\/[^/]+\/?)?$/;
const STORE_PATH = /^\/store\/([a-z0-9-]+)(\/.*)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The storefront screens' source modules, as the web build's manifest names them. */
export const STOREFRONT_MODULES = {
  layout: 'src/features/storefront/components/store-layout.tsx',
  index: 'src/features/storefront/pages/store-index-page.tsx',
  product: 'src/features/storefront/pages/product-page.tsx',
  cart: 'src/features/cart/pages/cart-page.tsx',
} as const;

const heroImage = (base: string, kind: ImageKind, sizes: string): PagePreload['image'] => ({
  href: imageSrc(base, kind),
  srcset: imageSrcSet(base, kind),
  sizes,
});

interface Deps {
  db: Kysely<Database>;
  config: Pick<Config, 'PUBLIC_URL' | 'SHOP_DOMAIN'>;
}

/**
 * The first HTML response of every page: a store page carries the store's
 * (or product's) title and OpenGraph tags, because WhatsApp previews links
 * from them without running JavaScript.
 */
export async function resolvePage({ db, config }: Deps, host: string, path: string, search = ''): Promise<PageResolution> {
  const appMeta = { 'vidriera:shop-domain': config.SHOP_DOMAIN };
  const hostSlug = shopSlugFromHost(host, config.SHOP_DOMAIN);
  let slug: string | null = null;
  let shopPath = '/';
  if (hostSlug) {
    if (!SHOP_HOST_PATH.test(path)) return { kind: 'redirect', location: '/' };
    slug = hostSlug;
    shopPath = path;
  } else {
    const match = STORE_PATH.exec(path);
    if (match?.[1]) {
      slug = match[1];
      shopPath = match[2] ?? '/';
    }
  }
  if (!slug) {
    return { kind: 'page', status: 200, head: { title: SITE_NAME, description: DEFAULT_DESCRIPTION, siteName: SITE_NAME, meta: appMeta } };
  }

  const productSegment = /^\/product\/([^/]+)\/?$/.exec(shopPath)?.[1];
  const productId = productSegment === undefined ? null : productIdFromPathSegment(decodeURIComponent(productSegment));
  const isCart = /^\/cart\/?$/.test(shopPath);
  const isIndex = productId === null && !isCart;
  const { page, category } = catalogueParams(new URLSearchParams(search));
  const categoryId = UUID.test(category) ? category : null;

  const store = await findPublicStore(db, slug);
  if (!store) {
    return { kind: 'page', status: 404, head: { title: 'Tienda no encontrada', noindex: true, siteName: SITE_NAME, meta: appMeta } };
  }
  const origin = `${new URL(config.PUBLIC_URL).protocol}//${slug}.${config.SHOP_DOMAIN}`;
  const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url);
  const render = { hostSlug, slug, store };

  if (productId !== null) {
    const product = await findPublicProduct(db, store.id, productId.toLowerCase());
    if (!product) {
      return { kind: 'page', status: 404, head: { title: `Producto no encontrado - ${store.name}`, noindex: true, siteName: store.name, meta: appMeta } };
    }
    const prices = product.variants.map((v) => v.finalPriceCents);
    const minPrice = Math.min(...prices);
    const maxPrice = Math.max(...prices);
    const price = minPrice === maxPrice ? formatPrice(minPrice) : `Desde ${formatPrice(minPrice)} hasta ${formatPrice(maxPrice)}`;
    const image = product.images[0];
    return {
      kind: 'page',
      status: 200,
      head: {
        title: `${product.name} - ${store.name}`,
        description: [price, product.description].filter(Boolean).join(' · ').slice(0, 300),
        image: image ? absolute(ogImageUrl(image)) : undefined,
        url: `${origin}${shopPath}`,
        type: 'product',
        siteName: store.name,
        meta: { ...appMeta, 'product:price:amount': (minPrice / 100).toFixed(2), 'product:price:currency': 'ARS' },
        preload: {
          modules: [STOREFRONT_MODULES.layout, STOREFRONT_MODULES.product],
          fetches: [publicApi.store(slug), publicApi.product(slug, productId)],
          image: image ? heroImage(image, 'product', STOREFRONT_IMAGE_SIZES.productMain) : undefined,
        },
      },
      render: { ...render, product: { id: productId, answer: product } },
    };
  }

  // The catalogue page the index shows (an invalid category is left to the screen, which reports it).
  const catalogue = isIndex && (category === 'all' || categoryId !== null) && page <= MAX_PAGE ? await listPublicProducts(db, store.id, page, categoryId) : undefined;
  const firstPicture = catalogue ? catalogue.items.find((item) => item.image)?.image : await firstProductImage(db, store.id);
  const image = store.logoUrl ?? store.bannerUrl ?? firstPicture;
  // The index paints the banner, or else the first card's picture: the largest paint, worth fetching early.
  const firstCard = catalogue?.items[0]?.image;
  const preload: PagePreload = isCart
    ? { modules: [STOREFRONT_MODULES.layout, STOREFRONT_MODULES.cart], fetches: [publicApi.store(slug)] }
    : {
        modules: [STOREFRONT_MODULES.layout, STOREFRONT_MODULES.index],
        fetches: [publicApi.store(slug), publicApi.products(slug, page, category)],
        image: store.bannerUrl
          ? heroImage(store.bannerUrl, 'banner', STOREFRONT_IMAGE_SIZES.banner)
          : firstCard
            ? heroImage(firstCard, 'product', STOREFRONT_IMAGE_SIZES.card)
            : undefined,
      };
  return {
    kind: 'page',
    status: 200,
    head: {
      title: store.name,
      description: store.description || `Mira los productos de ${store.name} y haz tu pedido por WhatsApp.`,
      image: image ? absolute(ogImageUrl(image)) : undefined,
      url: `${origin}${shopPath === '/' ? '/' : shopPath}`,
      siteName: store.name,
      meta: appMeta,
      preload,
    },
    render: catalogue ? { ...render, catalogue: { page, category, answer: catalogue } } : undefined,
  };
}

async function firstProductImage(db: Kysely<Database>, storeId: string): Promise<string | null> {
  const row = await db
    .selectFrom('product_images as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select('i.url')
    .where('i.store_id', '=', storeId)
    .where('p.is_active', '=', true)
    .orderBy('p.created_at', 'desc')
    .orderBy('i.position')
    .limit(1)
    .executeTakeFirst();
  return row?.url ?? null;
}
