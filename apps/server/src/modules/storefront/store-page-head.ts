import { type ImageKind, ogImageSize, ogImageUrl, publicApi } from '@vidriera/core';
import type { PageImage } from '../web/page-head';

/**
 * What a store page's head shows a link preview, a search engine or a feed
 * reader (docs/decisions/019-promotions-feed-and-structured-data.md): the
 * picture with its size and what it shows, and the store's product feed.
 */
interface StorePictures {
  name: string;
  logoUrl: string | null;
  bannerUrl: string | null;
}

/** A stored picture's link-preview JPEG, as an absolute address, with its size. */
export function previewPicture(
  base: string,
  kind: ImageKind,
  alt: string,
  absolute: (url: string) => string,
): PageImage {
  return { url: absolute(ogImageUrl(base)), ...ogImageSize(kind), alt };
}

/** The store's own picture: its logo, else its banner; none when it has neither. */
export function storePicture(store: StorePictures, absolute: (url: string) => string): PageImage | undefined {
  if (store.logoUrl) return previewPicture(store.logoUrl, 'logo', `Logo de ${store.name}`, absolute);
  if (store.bannerUrl) return previewPicture(store.bannerUrl, 'banner', store.name, absolute);
  return undefined;
}

/** A product's picture: its first, else (a product without pictures) the store's, so a preview never goes blank. */
export function productPicture(
  product: { name: string; images: string[] },
  store: StorePictures,
  absolute: (url: string) => string,
): PageImage | undefined {
  const first = product.images[0];
  return first ? previewPicture(first, 'product', product.name, absolute) : storePicture(store, absolute);
}

/** The store's product feed (RSS 2.0), on the app's address, as `<link rel="alternate">` names it. */
export const feedLink = (store: { name: string; slug: string }, publicUrl: string) => ({
  url: new URL(publicApi.feed(store.slug), publicUrl).href,
  title: `Productos de ${store.name}`,
});
