import { type ImageKind, imageSrc, imageSrcSet, type PublicStore, type StorePage } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import type { Config } from '../../shared/config';
import type { PageHead, PagePreload } from '../web/page-head';
import type { KeptCatalogue } from './public-catalogue';

/** A store page with its head tags and the data it is drawn from. */
export interface ResolvedStorePage {
  kind: 'page';
  status: number;
  head: PageHead;
  page: StorePage;
  /** The products whose availability the page shows (their reservations' expiry ends the page's validity). */
  productIds: string[];
  /**
   * When a list stops being true by itself, known from its reading (public-catalogue.ts): its products and counts
   * follow every product's stock ("Solo con stock", in stock first), not only its cards'. Then `productIds` is not read.
   */
  until?: Date | null;
}

/** What a store address resolves to: another address, or a page. */
export type StorePageResolution = { kind: 'redirect'; location: string } | ResolvedStorePage;

/** Who asks for a shopper's order page, for its wrong-link limit (shopper-order.ts). */
export interface PageVisitor {
  addressKey: string;
  limited: boolean;
}

/** What each store page is read with (store-pages.ts finds the store and the addresses). */
export interface StorePageContext {
  db: Kysely<Database>;
  config: Pick<Config, 'PUBLIC_URL' | 'SHOP_DOMAIN'>;
  /** The store's kept catalogue index at its pages version (catalogue-index.ts); read for the page alone when absent. */
  catalogue?: KeptCatalogue | undefined;
  /** The store's path prefix, for its links. */
  base: string;
  store: PublicStore;
  /** The address's query string. */
  search: string;
  /** The store's address: its own domain, subdomain or path. */
  origin: string;
  /** The page's own address, without its query. */
  canonical: string;
  /** A picture's address made absolute against `origin`. */
  absolute: (url: string) => string;
}

/** The last catalogue page the public API serves (its `page` limit). */
export const MAX_PAGE = 10_000;

/** The description of a page that is not a product's. */
export const storeDescription = (store: PublicStore) =>
  store.description || `Mira los productos de ${store.name} y haz tu pedido por WhatsApp.`;

export const heroImage = (base: string, kind: ImageKind, sizes: string): PagePreload['image'] => ({
  href: imageSrc(base, kind),
  srcset: imageSrcSet(base, kind),
  sizes,
});
