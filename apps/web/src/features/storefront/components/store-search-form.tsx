import { SEARCH_QUERY_MAX } from '@vidriera/core';
import { Search } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { SuggestionsStore } from '../lib/search-suggestions';
import { SUGGESTIONS_ATTRIBUTE } from '../lib/search-suggestions-wake';

interface StoreSearchFormProps {
  /** The search page's address: the form asks it for `?q=…`. */
  action: string;
  /** The words of the search on screen, if any. */
  query: string;
  /** Tells the phone's and the wide screen's forms apart (both are in the header). */
  id: string;
  /** The store whose products and categories the box suggests while typing (lib/search-suggestions.ts). */
  store: SuggestionsStore;
  className?: string;
}

/**
 * "Buscar productos": a plain GET form to the search page, so it works without JavaScript; with it, the box suggests
 * products and categories as the shopper types (docs/product/storefront.md, "Búsqueda").
 */
export function StoreSearchForm({ action, query, id, store, className }: StoreSearchFormProps) {
  return (
    <form
      method="get"
      action={action}
      role="search"
      className={cn('relative', className)}
      {...{ [SUGGESTIONS_ATTRIBUTE]: JSON.stringify(store) }}
    >
      <label htmlFor={id} className="sr-only">
        Buscar productos
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        maxLength={SEARCH_QUERY_MAX}
        placeholder="Buscar productos"
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full min-w-0 rounded-md border border-input bg-background py-2 pr-11 pl-3 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
      />
      <button
        type="submit"
        aria-label="Buscar"
        className="absolute inset-y-0 right-0 grid w-10 place-items-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}
