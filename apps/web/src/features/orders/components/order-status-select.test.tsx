import { orderRoutes } from '@vidriera/core';
import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { adminScreen } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { savedOrder } from '@/test/order-form-data';
import { findToast } from '@/test/toasts';
import { useOrders } from '../api/get-orders';
import { summaryOf } from '../api/saved-order';
import { OrderStatusSelect } from './order-status-select';

/*
 * The orders list's inline status select (docs/product/orders.md): the seller
 * picks a status and the row shows what the server answered.
 */

function OrderRows() {
  const { data } = useOrders({ status: 'all', q: '' });
  return (
    <>
      {data?.orders.map((order) => (
        <OrderStatusSelect key={order.id} order={order} />
      ))}
    </>
  );
}

describe('the status select of the orders list', () => {
  it('shows the status the server answered, even when the list cannot be read again afterwards', async () => {
    const api = fakeApi();
    api.answer(orderRoutes.list, { orders: [summaryOf(savedOrder('storefront', 'pending', 1))], hasMore: false });
    api.answer(orderRoutes.setStatus, { order: savedOrder('storefront', 'processing', 1), stockEffect: 'deducted' });
    const user = adminScreen(<OrderRows />, { path: '/admin/orders', elsewhere: [] });
    const select = await screen.findByRole('combobox', { name: 'Estado del pedido de Diego Directo' });
    expect(select).toHaveValue('pending');

    // The change refreshes every screen's data; here the list's new read is refused.
    api.refuse(orderRoutes.list, 429, {
      code: 'TOO_MANY_REQUESTS',
      message: 'Demasiados intentos. Espera un momento.',
    });
    await user.selectOptions(select, 'En Proceso');
    expect(await findToast('Stock deducido y pedido confirmado.')).toBeInTheDocument();
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue('processing');
    expect(api.sentTo(orderRoutes.list)).toHaveLength(2);
    expect(api.sentTo(orderRoutes.setStatus)[0]?.body).toEqual({ status: 'processing' });
  });
});
