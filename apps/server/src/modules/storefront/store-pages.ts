import {
  catalogueParams,
  formatPrice,
  type ImageKind,
  imageSrc,
  imageSrcSet,
  matchStoreRoute,
  productIdFromPathSegment,
  type PublicOrder,
  searchParams,
  type StoreLocation,
  type StorePage,
  storeHref,
  storeRoot,
  STOREFRONT_IMAGE_SIZES,
  STOREFRONT_PAGE_SIZE,
  VARIANT_QUERY,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import type { Config } from '../../shared/config';
import { AppError } from '../../shared/app-error';
import { readShopperOrderGuarded } from '../orders/shopper-order';
import type { PageHead, PagePreload } from '../web/page-head';
import { productJsonLd } from './product-json-ld';
import { feedLink, previewPicture, productPicture, storePicture } from './store-page-head';
import { listPublicProducts } from './public-catalogue';
import { findPublicProduct } from './public-product';
import { findPublicStore } from './public-store';

/** A store page with its head tags and the data it is drawn from. */
export interface ResolvedStorePage {
  kind: 'page';
  status: number;
  head: PageHead;
  page: StorePage;
  /** The products whose availability the page shows (their reservations' expiry ends the page's validity). */
  productIds: string[];
}

/** What a store address resolves to: another address, or a page. */
export type StorePageResolution = { kind: 'redirect'; location: string } | ResolvedStorePage;

/** The last catalogue page the public API serves (its `page` limit). */
const MAX_PAGE = 10_000;
const SITE_NAME = 'Vidriera';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const heroImage = (base: string, kind: ImageKind, sizes: string): PagePreload['image'] => ({
  href: imageSrc(base, kind),
  srcset: imageSrcSet(base, kind),
  sizes,
});

interface Deps {
  db: Kysely<Database>;
  config: Pick<Config, 'PUBLIC_URL' | 'SHOP_DOMAIN'>;
}

/** Who asks for a shopper's order page, for its wrong-link limit (shopper-order.ts). */
export interface PageVisitor {
  addressKey: string;
  limited: boolean;
}

/** A missing or inactive store's page (404). */
export function storeNotFound(config: Pick<Config, 'PUBLIC_URL'>): ResolvedStorePage {
  return {
    kind: 'page',
    status: 404,
    head: { title: SITE_NAME, noindex: true, siteName: SITE_NAME },
    page: { kind: 'store-not-found', appHref: new URL('/', config.PUBLIC_URL).href },
    productIds: [],
  };
}

/**
 * A store page: its data, read as the public API reads it, and its head. The
 * head carries the store's (or product's) title and OpenGraph tags, because
 * WhatsApp previews links from them without running JavaScript, and preloads
 * the picture the page paints largest.
 */
/**
 * `ownDomain`: the store's verified own domain, which its links and tags then use.
 */
export async function resolveStorePage(
  { db, config }: Deps,
  location: StoreLocation,
  search: string,
  ownDomain: string | null,
  visitor?: PageVisitor,
): Promise<StorePageResolution> {
  const { slug, base } = location;
  const route = matchStoreRoute(location.path);
  if (!route) return { kind: 'redirect', location: storeHref(base, 'index', {}) };

  const store = await findPublicStore(db, slug);
  if (!store) return storeNotFound(config);
  const context = { base, store };
  const origin = storeRoot(slug, { shopDomain: config.SHOP_DOMAIN, publicUrl: config.PUBLIC_URL }, ownDomain);
  const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url);
  const canonical = `${origin}${storeHref('', route.route, route.params as never)}`;

  if (route.route === 'product') {
    const product = await findPublicProduct(db, store.id, productIdFromPathSegment(route.params.segment).toLowerCase());
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

  const description = store.description || `Mira los productos de ${store.name} y haz tu pedido por WhatsApp.`;
  if (route.route === 'order') {
    // The link preview shows the store, never the order: the page is the shopper's alone.
    const image = storePicture(store, absolute);
    const token = new URLSearchParams(search).get('token') ?? undefined;
    const head = { description, image, url: `${origin}/`, siteName: store.name, noindex: true };
    let order: PublicOrder | undefined;
    let status = 404;
    try {
      order = await readShopperOrderGuarded(db, {
        storeId: store.id,
        orderId: route.params.id,
        token,
        addressKey: visitor?.addressKey ?? '',
        limited: visitor?.limited ?? false,
      });
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 429) throw error;
      status = 429;
    }
    if (!order) {
      return {
        kind: 'page',
        status,
        head: { ...head, title: `Pedido no encontrado - ${store.name}` },
        page: { kind: 'order-not-found', ...context },
        productIds: [],
      };
    }
    return {
      kind: 'page',
      status: 200,
      head: { ...head, title: `Tu pedido - ${store.name}` },
      page: { kind: 'order', ...context, order },
      productIds: [],
    };
  }
  if (route.route === 'cart') {
    return {
      kind: 'page',
      status: 200,
      head: {
        title: `Carrito - ${store.name}`,
        description,
        image: storePicture(store, absolute),
        url: canonical,
        siteName: store.name,
        noindex: true,
      },
      page: { kind: 'cart', ...context },
      productIds: [],
    };
  }

  if (route.route === 'search') {
    const { query, page: asked } = searchParams(new URLSearchParams(search));
    const page = Math.min(asked, MAX_PAGE);
    const catalogue = query
      ? await listPublicProducts(db, store.id, page, { categoryId: null, query })
      : { items: [], total: 0, page: 1, pageSize: STOREFRONT_PAGE_SIZE };
    const lastPage = Math.max(1, Math.ceil(catalogue.total / catalogue.pageSize));
    if (page > lastPage)
      return {
        kind: 'redirect',
        location: storeHref(base, 'search', {}, { q: query, page: lastPage > 1 ? String(lastPage) : undefined }),
      };
    return {
      kind: 'page',
      status: 200,
      head: {
        title: query ? `Buscar “${query}” - ${store.name}` : `Buscar - ${store.name}`,
        description,
        url: canonical,
        siteName: store.name,
        noindex: true,
      },
      page: { kind: 'search', ...context, catalogue, query },
      productIds: catalogue.items.map((item) => item.id),
    };
  }

  const params = catalogueParams(new URLSearchParams(search));
  // An unknown category shows the whole catalogue; a page past the end, the last one.
  const category = UUID.test(params.category) ? params.category : 'all';
  const page = Math.min(params.page, MAX_PAGE);
  const catalogue = await listPublicProducts(db, store.id, page, {
    categoryId: category === 'all' ? null : category,
    query: null,
  });
  const lastPage = Math.max(1, Math.ceil(catalogue.total / catalogue.pageSize));
  if (page > lastPage) {
    return {
      kind: 'redirect',
      location: storeHref(
        base,
        'index',
        {},
        { category: category === 'all' ? undefined : category, page: lastPage > 1 ? String(lastPage) : undefined },
      ),
    };
  }
  const firstPicture = catalogue.items.find((item) => item.image);
  const image =
    storePicture(store, absolute) ??
    (firstPicture?.image ? previewPicture(firstPicture.image, 'product', firstPicture.name, absolute) : undefined);
  // The index paints the banner, or else the first card's picture: the largest paint, worth fetching early.
  const firstCard = catalogue.items[0]?.image;
  return {
    kind: 'page',
    status: 200,
    head: {
      title: store.name,
      description,
      image,
      url: canonical,
      siteName: store.name,
      feed: feedLink(store, config.PUBLIC_URL),
      preload: {
        image: store.bannerUrl
          ? heroImage(store.bannerUrl, 'banner', STOREFRONT_IMAGE_SIZES.banner)
          : firstCard
            ? heroImage(firstCard, 'product', STOREFRONT_IMAGE_SIZES.card)
            : undefined,
      },
    },
    page: { kind: 'index', ...context, catalogue, category },
    productIds: catalogue.items.map((item) => item.id),
  };
}
