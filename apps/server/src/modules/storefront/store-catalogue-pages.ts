import {
  catalogueParams,
  NO_FACETS,
  priceFormAddress,
  readSelection,
  searchParams,
  selectionParams,
  selectionQuery,
  STOREFRONT_IMAGE_SIZES,
  STOREFRONT_PAGE_SIZE,
  storeHref,
} from '@vidriera/core';
import { listPublicProducts } from './public-catalogue';
import {
  heroImage,
  MAX_PAGE,
  storeDescription,
  type StorePageContext,
  type StorePageResolution,
} from './store-page-context';
import { feedLink, previewPicture, storePicture } from './store-page-head';

/*
 * A filtered list's canonical address holds its words and filters in one order (selectionParams,
 * packages/core/src/storefront/catalogue-filters.ts), never its page; the price form's boxes are sent to it.
 */
const withQuery = (address: string, params: [string, string][]) =>
  params.length ? `${address}?${new URLSearchParams(params).toString()}` : address;

const priceFormRedirect = (c: StorePageContext, route: 'index' | 'search'): StorePageResolution | null => {
  const address = priceFormAddress(new URLSearchParams(c.search));
  if (!address) return null;
  const query = route === 'search' ? { q: searchParams(address).query } : {};
  return {
    kind: 'redirect',
    location: storeHref(c.base, route, {}, { ...query, ...selectionQuery(readSelection(address)) }),
  };
};

/** The search page: a page of the products that match the query; a page past the end sends to the last one. */
export async function resolveSearchPage(c: StorePageContext): Promise<StorePageResolution> {
  const redirect = priceFormRedirect(c, 'search');
  if (redirect) return redirect;
  const { db, base, store, search, canonical } = c;
  const context = { base, store };
  const description = storeDescription(store);
  const params = new URLSearchParams(search);
  const { query, page: asked } = searchParams(params);
  const selection = readSelection(params);
  const page = Math.min(asked, MAX_PAGE);
  const { catalogue, changesAt } = query
    ? await listPublicProducts(db, store.id, page, { query, selection }, c.catalogue)
    : {
        catalogue: {
          items: [],
          total: 0,
          page: 1,
          pageSize: STOREFRONT_PAGE_SIZE,
          facets: NO_FACETS,
          suggestion: null,
        },
        changesAt: null,
      };
  const lastPage = Math.max(1, Math.ceil(catalogue.total / catalogue.pageSize));
  if (page > lastPage)
    return {
      kind: 'redirect',
      location: storeHref(
        base,
        'search',
        {},
        {
          q: query,
          ...selectionQuery(selection),
          page: lastPage > 1 ? String(lastPage) : undefined,
        },
      ),
    };
  return {
    kind: 'page',
    status: 200,
    head: {
      title: query ? `Buscar “${query}” - ${store.name}` : `Buscar - ${store.name}`,
      description,
      url: withQuery(canonical, query ? [['q', query], ...selectionParams(selection)] : []),
      siteName: store.name,
      noindex: true,
    },
    page: { kind: 'search', ...context, catalogue, query, selection },
    productIds: catalogue.items.map((item) => item.id),
    until: changesAt,
  };
}

/** The store's index: a page of its catalogue, of one category or all; its head previews the banner or a product. */
export async function resolveIndexPage(c: StorePageContext): Promise<StorePageResolution> {
  const redirect = priceFormRedirect(c, 'index');
  if (redirect) return redirect;
  const { db, config, base, store, search, canonical, absolute } = c;
  const context = { base, store };
  const description = storeDescription(store);
  const params = catalogueParams(new URLSearchParams(search));
  const selection = readSelection(new URLSearchParams(search));
  // An unknown category shows the whole catalogue; a page past the end, the last one.
  const category = selection.category ?? 'all';
  const page = Math.min(params.page, MAX_PAGE);
  const { catalogue, changesAt } = await listPublicProducts(
    db,
    store.id,
    page,
    { query: null, selection },
    c.catalogue,
  );
  const lastPage = Math.max(1, Math.ceil(catalogue.total / catalogue.pageSize));
  if (page > lastPage) {
    return {
      kind: 'redirect',
      location: storeHref(
        base,
        'index',
        {},
        { ...selectionQuery(selection), page: lastPage > 1 ? String(lastPage) : undefined },
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
      url: withQuery(canonical, selectionParams(selection)),
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
    page: { kind: 'index', ...context, catalogue, category, selection },
    productIds: catalogue.items.map((item) => item.id),
    until: changesAt,
  };
}
