import { customerRoutes } from '@vidriera/core';
import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { adminScreen } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { CustomersPage } from '../pages/customers-page';

/* "Clientes" (docs/product/customers.md): each customer with her orders, money spent, average ticket and last purchase. */

describe('the customers list', () => {
  it('shows each customer’s figures and links to her page', async () => {
    const api = fakeApi();
    api.answer(customerRoutes.list, {
      customers: [
        {
          id: '00000000-0000-4000-8000-000000000001',
          name: 'Ana Díaz',
          phone: '11 5555-1234',
          email: 'ana@example.com',
          tags: [],
          orders: 3,
          spentCents: 3_000_000,
          averageTicketCents: 1_500_000,
          lastOrderAt: '2026-12-04T15:30:00.000Z',
        },
      ],
      total: 1,
      pageSize: 50,
    });
    adminScreen(<CustomersPage />, { path: '/admin/customers', elsewhere: ['/admin/customers/:customerId'] });
    const row = await screen.findByTestId('customer-row');
    expect(within(row).getByRole('link', { name: 'Ana Díaz' })).toHaveAttribute(
      'href',
      '/admin/customers/00000000-0000-4000-8000-000000000001',
    );
    expect(row).toHaveTextContent('11 5555-1234 · ana@example.com');
    expect(row).toHaveTextContent('$30.000,00');
    expect(row).toHaveTextContent('$15.000,00');
    expect(row).toHaveTextContent('04/12/2026, 12:30');
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute('href', '/api/customers/export.csv');
  });
});
