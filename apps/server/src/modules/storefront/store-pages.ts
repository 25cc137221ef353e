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
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import type { Config } from '../../config';
import type { PageHead, PagePreload } from '../web/page-head';
import { firstCardImage } from './public-catalogue';

export type PageResolution = { kind: 'redirect'; location: string } | { kind: 'page'; status: number; head: PageHead };

const SITE_NAME = 'Vidriera';
const DEFAULT_DESCRIPTION = 'Creá tu tienda online en minutos y vendé por WhatsApp.';
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
  // The index paints the banner, or else the first card's picture: the largest paint, worth fetching early.
  const wantsCardImage = isIndex && (category === 'all' || categoryId !== null);

  const store = await db
    .selectFrom('stores')
    .select(['id', 'name', 'description', 'logo_url', 'banner_url'])
    .select((eb) => (wantsCardImage ? firstCardImage(eb.ref('stores.id'), page, categoryId) : sql<string | null>`null`).as('first_card_image'))
    .where('slug', '=', slug)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!store) {
    return { kind: 'page', status: 404, head: { title: 'Tienda no encontrada', noindex: true, siteName: SITE_NAME, meta: appMeta } };
  }
  const origin = `${new URL(config.PUBLIC_URL).protocol}//${slug}.${config.SHOP_DOMAIN}`;
  const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url);

  if (productId !== null) {
    const product = await findProductForPreview(db, store.id, productId);
    if (!product) {
      return { kind: 'page', status: 404, head: { title: `Producto no encontrado - ${store.name}`, noindex: true, siteName: store.name, meta: appMeta } };
    }
    const price =
      product.min_price === product.max_price
        ? formatPrice(product.min_price)
        : `Desde ${formatPrice(product.min_price)} hasta ${formatPrice(product.max_price)}`;
    return {
      kind: 'page',
      status: 200,
      head: {
        title: `${product.name} - ${store.name}`,
        description: [price, product.description].filter(Boolean).join(' · ').slice(0, 300),
        image: product.image ? absolute(ogImageUrl(product.image)) : undefined,
        url: `${origin}${shopPath}`,
        type: 'product',
        siteName: store.name,
        meta: { ...appMeta, 'product:price:amount': (product.min_price / 100).toFixed(2), 'product:price:currency': 'ARS' },
        preload: {
          modules: [STOREFRONT_MODULES.layout, STOREFRONT_MODULES.product],
          fetches: [publicApi.store(slug), publicApi.product(slug, productId)],
          image: product.image ? heroImage(product.image, 'product', STOREFRONT_IMAGE_SIZES.productMain) : undefined,
        },
      },
    };
  }

  const image = store.logo_url ?? store.banner_url ?? (await firstProductImage(db, store.id));
  const preload: PagePreload = isCart
    ? { modules: [STOREFRONT_MODULES.layout, STOREFRONT_MODULES.cart], fetches: [publicApi.store(slug)] }
    : {
        modules: [STOREFRONT_MODULES.layout, STOREFRONT_MODULES.index],
        fetches: [publicApi.store(slug), publicApi.products(slug, page, category)],
        image: store.banner_url
          ? heroImage(store.banner_url, 'banner', STOREFRONT_IMAGE_SIZES.banner)
          : store.first_card_image
            ? heroImage(store.first_card_image, 'product', STOREFRONT_IMAGE_SIZES.card)
            : undefined,
      };
  return {
    kind: 'page',
    status: 200,
    head: {
      title: store.name,
      description: store.description || `Mirá los productos de ${store.name} y hacé tu pedido por WhatsApp.`,
      image: image ? absolute(ogImageUrl(image)) : undefined,
      url: `${origin}${shopPath === '/' ? '/' : shopPath}`,
      siteName: store.name,
      meta: appMeta,
      preload,
    },
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

/** One active product by full id or 8-hex short id, with its price range and first image. */
async function findProductForPreview(db: Kysely<Database>, storeId: string, id: string) {
  const short = /^[0-9a-f]{8}$/.test(id);
  if (!short && !UUID.test(id)) return undefined;
  return db
    .selectFrom('products as p')
    .select([
      'p.name',
      'p.description',
      sql<number>`p.price_cents + coalesce((select min(v.price_adjustment_cents) from product_variants v where v.product_id = p.id and v.is_active), 0)`.as('min_price'),
      sql<number>`p.price_cents + coalesce((select max(v.price_adjustment_cents) from product_variants v where v.product_id = p.id and v.is_active), 0)`.as('max_price'),
      sql<string | null>`(select i.url from product_images i where i.product_id = p.id order by i.position limit 1)`.as('image'),
    ])
    .where('p.store_id', '=', storeId)
    .where('p.is_active', '=', true)
    .where((eb) => (short ? eb(sql`p.id::text`, 'like', `${id}%`) : eb('p.id', '=', id)))
    .orderBy('p.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
