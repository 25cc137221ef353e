import { type DehydratedState, dehydrate } from '@tanstack/react-query';
import type { StorefrontPageData } from '@vidriera/core';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { publicProductQueryOptions } from '@/features/storefront/api/get-public-product';
import { publicProductsQueryOptions } from '@/features/storefront/api/get-public-products';
import { publicStoreQueryOptions } from '@/features/storefront/api/get-public-store';
import type { PublicProduct, PublicProductsPage, PublicStore } from '@/features/storefront/api/types';
import { createQueryClient } from '@/lib/query-client';

/*
 * The server's renderer for store pages (built with `vite build --ssr`, loaded
 * by the server): the same routes and screens as the browser, rendered from
 * the answers the server read, so a shopper sees the store before any
 * JavaScript arrives. The browser hydrates it with the same data (main.tsx).
 */

const handlers = new Map<'shop' | 'main', ReturnType<typeof createStaticHandler>>();

function handlerFor(hostSlug: string | null) {
  const kind = hostSlug ? 'shop' : 'main';
  let handler = handlers.get(kind);
  if (!handler) {
    handler = createStaticHandler(appRoutes(hostSlug));
    handlers.set(kind, handler);
  }
  return handler;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The query cache the markup was rendered from, for the browser to start with. */
  state: DehydratedState;
}

/** Renders the store page at `url` (absolute) from its data; null when the address is not a page the routes render. */
export async function renderStorePage(url: string, data: StorefrontPageData): Promise<RenderedPage | null> {
  const handler = handlerFor(data.hostSlug);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;

  const queryClient = createQueryClient();
  queryClient.setQueryData(publicStoreQueryOptions(data.slug).queryKey, data.store as PublicStore);
  if (data.catalogue) {
    const { page, category, answer } = data.catalogue;
    queryClient.setQueryData(publicProductsQueryOptions(data.slug, page, category).queryKey, answer as PublicProductsPage);
  }
  if (data.product) {
    queryClient.setQueryData(publicProductQueryOptions(data.slug, data.product.id).queryKey, data.product.answer as PublicProduct);
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProvider client={queryClient} hostSlug={data.hostSlug}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { html, state };
}
