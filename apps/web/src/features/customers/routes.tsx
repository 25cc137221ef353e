import type { RouteObject } from 'react-router';

/** "Clientes" under /admin: the list and a customer's page (docs/product/customers.md). */
export const customerRoutes: RouteObject[] = [
  {
    path: 'customers',
    lazy: () => import('./pages/customers-page').then((m) => ({ Component: m.CustomersPage })),
  },
  {
    path: 'customers/:customerId',
    lazy: () => import('./pages/customer-page').then((m) => ({ Component: m.CustomerPage })),
  },
];
