import type { CartVariant, PublicPromotion } from '@vidriera/core';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { getCartVariants } from '../api/get-cart-variants';
import { cartProblems, type LineProblem } from '../lib/cart-check';
import type { CartLine } from '../lib/cart-line';

/*
 * Today's price and availability of a shop's cart lines, one answer per shop
 * that every island of the page shares (the cart's lines and its order form):
 * asked once for a set of lines, again when the lines change (the question
 * about the old ones is dropped, its request aborted), and on `recheck`
 * before ordering. The last answer stays while a new one is on its way.
 */
/** The server's answer: the lines' variants, the store's running promotions and its wholesale minimum. */
export interface CartState {
  variants: CartVariant[];
  promotions: PublicPromotion[];
  wholesaleMinimum: { minOrderCents: number | null; minUnits: number | null };
}

interface VariantsCheck {
  key: string;
  state: CartState | null;
  request: AbortController | null;
  listeners: Set<() => void>;
}

const checks = new Map<string, VariantsCheck>();

function checkOf(slug: string): VariantsCheck {
  let check = checks.get(slug);
  if (!check) checks.set(slug, (check = { key: '', state: null, request: null, listeners: new Set() }));
  return check;
}

function publish(check: VariantsCheck, state: CartState): void {
  check.state = state;
  for (const listener of check.listeners) listener();
}

/** Asks about the lines `key` names, unless that is already asked. */
function ask(slug: string, key: string): void {
  const check = checkOf(slug);
  if (!key || check.key === key) return;
  check.key = key;
  check.request?.abort();
  const request = new AbortController();
  check.request = request;
  getCartVariants(slug, key.split(','), request.signal).then(
    (answer) => publish(check, answer),
    (error: unknown) => {
      if (request.signal.aborted) return;
      // Asked again when the lines change; meanwhile the lines show as the browser kept them.
      check.key = '';
      toast.error('Error', { id: 'cart-load-failed', description: loadFailure(error) });
    },
  );
}

/**
 * Why the cart's products could not be checked (docs/product/storefront.md,
 * "When a page cannot load"): the store is gone (404), or anything else.
 */
export const loadFailure = (error: unknown) =>
  isApiError(error, 404) ? 'Tienda no encontrada o error al cargar.' : 'No se pudieron cargar los productos.';

/**
 * The lines' variants as the server sees them (null until it answers), what
 * stops the order among the lines (lib/cart-check.ts: empty until then), and
 * `recheck`, which asks again and resolves to the fresh problems, or null when
 * the server could not be asked.
 */
export function useCartVariants(slug: string, lines: readonly CartLine[]) {
  const key = lines
    .map((line) => line.variant_id)
    .sort()
    .join(',');
  const check = checkOf(slug);
  const subscribe = useCallback(
    (onChange: () => void) => {
      check.listeners.add(onChange);
      return () => check.listeners.delete(onChange);
    },
    [check],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => check.state,
    () => null,
  );
  const variants = state?.variants ?? null;

  useEffect(() => ask(slug, key), [slug, key]);

  const recheck = async (): Promise<Map<string, LineProblem> | null> => {
    if (!key) return new Map();
    try {
      const answer = await getCartVariants(slug, key.split(','));
      if (check.key === key) publish(check, answer);
      return cartProblems(lines, answer.variants);
    } catch {
      return null;
    }
  };
  const problems: Map<string, LineProblem> = variants ? cartProblems(lines, variants) : new Map();
  return { variants, state, problems, recheck };
}
