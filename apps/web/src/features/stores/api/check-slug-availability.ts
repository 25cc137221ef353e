import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type SlugAvailability, storeRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';

export type { SlugAvailability };

/** GET /api/stores/slug-availability: the slug the server derives from `name` and whether it is free. */
export function checkSlugAvailability(name: string, signal?: AbortSignal): Promise<SlugAvailability> {
  return callRoute(storeRoutes.slugAvailability, { query: { name }, ...(signal ? { signal } : {}) });
}

export const slugAvailabilityQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ['stores', 'slug-availability', name] as const,
    queryFn: ({ signal }) => checkSlugAvailability(name, signal),
    staleTime: 10_000,
    retry: false,
  });

/** Asks only once `enabled` (a name that gives a slug, after the debounce). */
export function useSlugAvailability(name: string, enabled: boolean) {
  return useQuery({ ...slugAvailabilityQueryOptions(name), enabled, placeholderData: keepPreviousData });
}
