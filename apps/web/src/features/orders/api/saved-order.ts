import {
  type OrderDetail,
  type orderRoutes,
  type OrderSummary,
  orderSummarySchema,
  type RouteAnswer,
} from '@vidriera/core';
import type { QueryClient } from '@tanstack/react-query';
import { orderQueryKey } from './get-order';
import { ordersQueryKey } from './get-orders';

type OrdersPage = RouteAnswer<typeof orderRoutes.list>;

const summaryKeys = Object.keys(orderSummarySchema.shape) as (keyof OrderSummary)[];

/** The list's row of an order, out of the whole order the server answered. */
export function summaryOf(order: OrderDetail): OrderSummary {
  return Object.fromEntries(summaryKeys.map((key) => [key, order[key]])) as OrderSummary;
}

/**
 * After a change to one order the server answers with the order as it is now. Its own screen and every list page
 * held in the cache show that answer at once, before the refetch the change starts: a status select in the list
 * never falls back to the old status between the answer and that refetch.
 */
export function showSavedOrder(queryClient: QueryClient, order: OrderDetail) {
  queryClient.setQueryData(orderQueryKey(order.id), { order });
  queryClient.setQueriesData<OrdersPage>({ queryKey: [...ordersQueryKey, 'list'] }, (page) =>
    page ? { ...page, orders: page.orders.map((row) => (row.id === order.id ? summaryOf(order) : row)) } : page,
  );
}
