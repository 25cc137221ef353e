import type { CartVariant } from '@vidriera/core';
import { useEffect, useState } from 'react';
import { getCartVariants } from '../api/get-cart-variants';

/**
 * Today's price and availability of the cart's variants, asked when the cart
 * shows and whenever its lines change; `recheck` asks again (before
 * ordering) and resolves null when the server could not be asked. The last
 * answer stays while a new one is on its way.
 */
export function useCartVariants(slug: string, ids: string[]) {
  const [variants, setVariants] = useState<CartVariant[] | null>(null);
  const key = [...ids].sort().join(',');

  useEffect(() => {
    if (!key) return;
    // An answer for lines that changed since is dropped: its request is aborted.
    const controller = new AbortController();
    getCartVariants(slug, key.split(','), controller.signal).then(
      (answer) => setVariants(answer.variants),
      () => undefined,
    );
    return () => controller.abort();
  }, [slug, key]);

  const recheck = async (): Promise<CartVariant[] | null> => {
    if (!key) return [];
    try {
      const answer = await getCartVariants(slug, key.split(','));
      setVariants(answer.variants);
      return answer.variants;
    } catch {
      return null;
    }
  };
  return { variants, recheck };
}
