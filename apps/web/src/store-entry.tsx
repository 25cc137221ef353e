import './store.css';
import { afterFirstPaint, startIslands } from '@/app/store-page/hydrate-islands';
import { paintStoredCart } from '@/features/storefront/lib/cart-paint';
import { followCategoryFilters } from '@/features/storefront/lib/category-filter';
import { wakeSearchSuggestions } from '@/features/storefront/lib/search-suggestions-wake';
import { showToastFromPreviousPage } from '@/lib/toast';

/*
 * The one script of a store page (store.html). The page arrived complete from
 * the server (links, prices, the category filter as a form all work without
 * JavaScript); this paints the stored cart's count (and the cart page's
 * summary) and sends the category filter as soon as it is picked (no island
 * needed for either), fetches the search box's suggestions on its first use, and brings its islands to life, each when it is due.
 */
paintStoredCart();
followCategoryFilters();
wakeSearchSuggestions();
afterFirstPaint(() =>
  startIslands((island, difference) =>
    console.error(`La isla ${island} no coincide con el HTML del servidor: ${difference}`),
  ),
);
showToastFromPreviousPage();
