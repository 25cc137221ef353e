import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '@/app/provider';
import { appRoutes, loadRouteScreens } from '@/app/router';
import { warmUpStorefront } from '@/features/storefront/api/warm-start';
import { createQueryClient } from '@/lib/query-client';
import { shopSlugFromLocation } from '@/lib/shop-host';
import { hydrateThen, nextTask } from '@/lib/use-hydrated';
import { warmUpClassMerging } from '@/lib/utils';

/**
 * Starts the app in #root. A page the server rendered is taken over
 * (hydrated) with the query cache it was rendered from and the same screens;
 * until then its buttons are disabled (useHydrated) and its links work as
 * plain links; hydration is synchronous (Preact's runtime, docs/decisions/005)
 * and what differs in the browser shows right after it (hydrateThen). Every
 * other page is rendered here; a store page the server did not render (the
 * cart) starts its API calls at once, while its screen downloads.
 */
export async function startApp(container: HTMLElement, rendered: DehydratedState | null): Promise<void> {
  const hostSlug = shopSlugFromLocation();
  const routes = appRoutes(hostSlug);
  const queryClient = createQueryClient();
  const app = (router: ReturnType<typeof createBrowserRouter>) => (
    <StrictMode>
      <AppProvider client={queryClient} hostSlug={hostSlug}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );

  if (rendered && container.firstElementChild) {
    hydrate(queryClient, rendered);
    // A screen that cannot be downloaded now is left to the router, which shows its error page.
    const screensReady = await loadRouteScreens(routes, window.location).then(
      () => true,
      () => false,
    );
    if (screensReady) {
      // Hydration is one long task: it runs in a task of its own, after the screens' code ran and
      // tailwind-merge built its class map (its first call: ~25-60 ms on an emulated phone) in another.
      await nextTask();
      warmUpClassMerging();
      await nextTask();
      const router = createBrowserRouter(routes);
      hydrateThen(() => hydrateRoot(container, app(router)));
      return;
    }
  } else {
    warmUpStorefront(window.location, hostSlug);
  }
  createRoot(container).render(app(createBrowserRouter(routes)));
}
