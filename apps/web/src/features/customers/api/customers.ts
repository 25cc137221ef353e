import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { customerRoutes, type CustomerListQuery } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';

const keys = {
  all: ['customers'] as const,
  list: (query: Partial<CustomerListQuery>) => ['customers', 'list', query] as const,
  one: (id: string) => ['customers', id] as const,
};

/** "Exportar CSV": the server answers the file as a download (docs/product/customers.md). */
export const CUSTOMERS_EXPORT_URL = customerRoutes.exportCsv.path;

/** GET /api/customers: one page, searched and sorted. */
export function useCustomers(query: Partial<CustomerListQuery>) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => callRoute(customerRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/customers/{id}: her figures, notes, tags and orders. */
export function useCustomer(id: string) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: ({ signal }) => callRoute(customerRoutes.get, { params: { id }, signal }).then((r) => r.customer),
  });
}

function useCustomerMutation<T>(run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }) });
}

export const useSaveCustomerNotes = (id: string) =>
  useCustomerMutation((body: { notes: string; tags: string[] }) =>
    callRoute(customerRoutes.updateNotes, { params: { id }, body }),
  );

export const useMergeCustomer = (id: string) =>
  useCustomerMutation((otherId: string) => callRoute(customerRoutes.merge, { params: { id }, body: { otherId } }));

export const useEraseCustomer = (id: string) =>
  useCustomerMutation(() => callRoute(customerRoutes.erase, { params: { id } }));

/** POST /api/customers/import: a customer list's file, as base64 (lib/file-base64.ts). */
export const useImportCustomers = () =>
  useCustomerMutation((file: string) => callRoute(customerRoutes.importCsv, { body: { file } }));
