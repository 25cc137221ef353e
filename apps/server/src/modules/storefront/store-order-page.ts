import type { PublicOrder } from '@vidriera/core';
import { AppError } from '../../shared/app-error';
import { readShopperOrderGuarded } from '../orders/shopper-order';
import {
  type PageVisitor,
  type ResolvedStorePage,
  storeDescription,
  type StorePageContext,
} from './store-page-context';
import { storePicture } from './store-page-head';

/** A shopper's order page, read with the link's token; a wrong link is a 404, too many of them a 429. */
export async function resolveOrderPage(
  c: StorePageContext,
  orderId: string,
  visitor?: PageVisitor,
): Promise<ResolvedStorePage> {
  const { db, base, store, search, origin, absolute } = c;
  const context = { base, store };
  const description = storeDescription(store);
  // The link preview shows the store, never the order: the page is the shopper's alone.
  const image = storePicture(store, absolute);
  const token = new URLSearchParams(search).get('token') ?? undefined;
  const head = { description, image, url: `${origin}/`, siteName: store.name, noindex: true };
  let order: PublicOrder | undefined;
  let status = 404;
  try {
    order = await readShopperOrderGuarded(db, {
      storeId: store.id,
      orderId,
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
