import type { PublicOrder } from '../orders/public-order-contracts';
import type { CatalogueSelection } from './catalogue-filters';
import type { PublicProduct, PublicProductsPage, PublicStore } from './public-contracts';

/** The store a page belongs to: where its links start and its public profile (the header). */
export interface StorePageContext {
  /** The store's base address ('' on its subdomain, /store/{slug} on the main host): see store-routes.ts. */
  base: string;
  store: PublicStore;
}

/**
 * What the server hands the web's renderer for a store page: the same answers
 * the public API gives, so the page shows what the API would say. One member
 * per page the renderer draws (apps/web/src/entry-server.tsx).
 */
export type StorePage =
  /** `selection`: the filters the address holds (catalogue-filters.ts); `category` is its category or 'all'. */
  | (StorePageContext & {
      kind: 'index';
      catalogue: PublicProductsPage;
      category: string;
      selection: CatalogueSelection;
    })
  /** `variantId`: the active variant the address preselects (`?variante=`, store-routes.ts), else null. */
  | (StorePageContext & { kind: 'product'; product: PublicProduct; variantId: string | null })
  | (StorePageContext & { kind: 'cart' })
  /** `query`: the words searched, as the shopper typed them (trimmed); empty shows no results. */
  | (StorePageContext & {
      kind: 'search';
      catalogue: PublicProductsPage;
      query: string;
      selection: CatalogueSelection;
    })
  | (StorePageContext & { kind: 'product-not-found' })
  /** The shopper's order page (its link's token checked by the server); never kept, never indexed. */
  | (StorePageContext & { kind: 'order'; order: PublicOrder })
  | (StorePageContext & { kind: 'order-not-found' })
  /** `appHref`: the app's home (PUBLIC_URL), where "Volver atrás" leads when the tab has no page to go back to. */
  | { kind: 'store-not-found'; appHref: string };

export type StorePageKind = StorePage['kind'];
