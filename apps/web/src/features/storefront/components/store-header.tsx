import type { StorePageContext } from '@vidriera/core';
import { publicApi, storeHref } from '@vidriera/core';
import { Island } from '@/components/island';
import HeaderActions from '../islands/header-actions';
import { contactLinks } from '../lib/contact-links';
import { StoreLogo } from './store-logo';
import { StoreSearchForm } from './store-search-form';

/**
 * Store header: logo and name (a link to the index), the search box, then the
 * actions island, taken over on use: "Contactar", "Carrito" with its count,
 * the phone's menu. On a phone the search box takes a row of its own under
 * the name.
 */
export function StoreHeader({ base, store, query = '' }: StorePageContext & { query?: string }) {
  const home = storeHref(base, 'index', {});
  const searchHref = storeHref(base, 'search', {});
  const suggesting = {
    api: publicApi.suggestions(store.slug, ''),
    productPath: storeHref(base, 'product', { segment: '' }),
    index: home,
  };
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <a
          href={home}
          className="flex min-w-0 items-center gap-3 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <StoreLogo name={store.name} logoUrl={store.logoUrl} />
          <span className="truncate text-lg font-semibold">{store.name}</span>
        </a>
        <StoreSearchForm
          action={searchHref}
          query={query}
          id="store-search"
          store={suggesting}
          className="ml-auto hidden w-full max-w-sm sm:block"
        />
        <Island
          of={HeaderActions}
          load="use"
          props={{
            slug: store.slug,
            storeName: store.name,
            cartHref: storeHref(base, 'cart', {}),
            contact: contactLinks(store),
          }}
        />
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-3 sm:hidden">
        <StoreSearchForm action={searchHref} query={query} id="store-search-phone" store={suggesting} />
      </div>
    </header>
  );
}
