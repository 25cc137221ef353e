import { useContext } from 'react';
import { useParams } from 'react-router';
import { ShopSlugContext } from '@/lib/shop-host';

/** The shop's slug: the /store/:slug parameter, or the subdomain on {slug}.{SHOP_DOMAIN}. */
export function useStoreSlug(): string {
  const { slug } = useParams();
  const hostSlug = useContext(ShopSlugContext);
  return slug ?? hostSlug ?? '';
}

/** The store's index: /store/{slug} on the main host, / on the shop's own subdomain. */
export function useStoreHome(): string {
  const { slug } = useParams();
  return slug ? `/store/${slug}` : '/';
}
