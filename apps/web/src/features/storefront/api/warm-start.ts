import { catalogueParams, productIdFromPathSegment, publicApi } from '@vidriera/core';
import { api } from '@/lib/api-client';

/**
 * Shoppers land on a store from a WhatsApp link. On that first load the
 * store's API calls start as soon as the app's first script runs — ahead of
 * the screen's own code, which would otherwise have to arrive before asking —
 * and the queries pick the answers up here instead of asking again.
 */
const MAX_AGE_MS = 10_000;
const warm = new Map<string, { answer: Promise<unknown>; at: number }>();

function warmUp(path: string): void {
  const answer = api.get<unknown>(path);
  answer.catch(() => undefined);
  warm.set(path, { answer, at: Date.now() });
}

/** The answer started at load (once), or a fresh request. */
export function getWarm<T>(path: string, signal?: AbortSignal): Promise<T> {
  const entry = warm.get(path);
  warm.delete(path);
  if (entry && Date.now() - entry.at < MAX_AGE_MS) return entry.answer as Promise<T>;
  return api.get<T>(path, signal ? { signal } : undefined);
}

const STORE_PATH = /^\/store\/([a-z0-9-]+)(\/.*)?$/;

/** Starts the calls the page at this address will make: the store, and its catalogue page or product. */
export function warmUpStorefront(location: Pick<Location, 'pathname' | 'search'>, hostSlug: string | null): void {
  let slug = hostSlug;
  let rest = location.pathname;
  if (!slug) {
    const match = STORE_PATH.exec(location.pathname);
    if (!match?.[1]) return;
    slug = match[1];
    rest = match[2] ?? '/';
  }
  warmUp(publicApi.store(slug));
  if (rest === '/' || rest === '') {
    const { page, category } = catalogueParams(new URLSearchParams(location.search));
    warmUp(publicApi.products(slug, page, category));
    return;
  }
  const product = /^\/product\/([^/]+)\/?$/.exec(rest)?.[1];
  if (product) warmUp(publicApi.product(slug, productIdFromPathSegment(decodeURIComponent(product))));
}
