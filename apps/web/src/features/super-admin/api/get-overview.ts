import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface OverviewStore {
  id: string;
  name: string;
  slug: string;
  ownerEmail: string;
  isActive: boolean;
  products: number;
  orders: number;
  salesCents: number;
  createdAt: string;
  /** The store's subdomain address. */
  url: string;
}

export interface DailySales {
  /** YYYY-MM-DD, Buenos Aires time. */
  date: string;
  salesCents: number;
  orders: number;
}

export interface Overview {
  totals: { stores: number; activeStores: number; salesCents: number; orders: number; owners: number };
  stores: OverviewStore[];
  salesByDay: DailySales[];
}

/** GET /api/super-admin/overview: every store with its figures, newest first, and 30 days of sales. */
export const overviewQueryOptions = queryOptions({
  queryKey: ['super-admin', 'overview'] as const,
  queryFn: () => api.get<Overview>('/api/super-admin/overview'),
});

export function useOverview() {
  return useQuery(overviewQueryOptions);
}
