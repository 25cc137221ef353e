import './store.css';
import { afterFirstPaint, startIslands } from '@/app/store-page/hydrate-islands';
import { paintStoredCart } from '@/features/storefront/lib/cart-paint';
import { wakeSearchSuggestions } from '@/features/storefront/lib/search-suggestions-wake';
import { showToastFromPreviousPage } from '@/lib/toast';

/*
 * The one script of a store page (store.html). The page arrived complete from
 * the server (links, prices, the filters as links and a form all work without
 * JavaScript); this paints the stored cart's count (and the cart page's
 * summary, no island needed), fetches the search box's suggestions on its first use, and brings its islands to
 * life, each when it is due.
 */
paintStoredCart();
wakeSearchSuggestions();
afterFirstPaint(() =>
  startIslands((island, difference) =>
    console.error(`La isla ${island} no coincide con el HTML del servidor: ${difference}`),
  ),
);
showToastFromPreviousPage();
// A store that measures its ads (docs/product/measurement.md): its notice and pixels, fetched only on its pages.
if (document.querySelector('[data-measurement]'))
  void import('@/features/storefront/lib/measurement').then((m) => m.startMeasurement());
