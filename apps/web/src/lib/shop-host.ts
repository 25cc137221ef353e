import { shopSlugFromHost } from '@vidriera/core';
import { createContext } from 'react';

/** The shop domain the server put in the page (<meta name="vidriera:shop-domain">). */
export function shopDomain(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="vidriera:shop-domain"]')?.content ?? null;
}

/** The store slug when the page is served on {slug}.{SHOP_DOMAIN}, else null (spec part 1 §9). */
export function shopSlugFromLocation(): string | null {
  const domain = shopDomain();
  return domain ? shopSlugFromHost(window.location.host, domain) : null;
}

/** The shop subdomain's slug for the screens: from the address in the browser, from the request on the server. */
export const ShopSlugContext = createContext<string | null>(null);
