import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MeasurementSettingsInput, measurementRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';

/** The store's pixel ids and whether a Conversions API token is kept (docs/product/measurement.md). */
const measurementQuery = queryOptions({
  queryKey: ['measurement'] as const,
  queryFn: ({ signal }) => callRoute(measurementRoutes.settings, { signal }),
});

export const useMeasurement = () => useQuery(measurementQuery);

export function useSaveMeasurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MeasurementSettingsInput) => callRoute(measurementRoutes.save, { body }),
    onSuccess: (answer) => queryClient.setQueryData(measurementQuery.queryKey, answer),
  });
}
