import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from '@/components/lazy-toaster';
import { ShopSlugContext } from '@/lib/shop-host';

/** What every screen can reach: the query cache, the shop subdomain's slug and the toasts. */
export function AppProvider({ client, hostSlug, children }: { client: QueryClient; hostSlug: string | null; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ShopSlugContext value={hostSlug}>
        {children}
        <LazyToaster />
      </ShopSlugContext>
    </QueryClientProvider>
  );
}
