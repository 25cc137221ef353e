import { orderRoutes } from '@vidriera/core';
import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { adminScreen } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { findToast } from '@/test/toasts';
import { EditOrder } from './order-form-page';

/*
 * What the order form says when the order to edit cannot be read
 * (docs/product/orders.md, "Orders made in the admin").
 */

describe('editing an order', () => {
  it('says the original order could not be read when the server fails', async () => {
    const api = fakeApi();
    api.refuse(orderRoutes.get, 503, { code: 'UNAVAILABLE', message: 'El servicio no está disponible.' });
    adminScreen(<EditOrder orderId="00000000-0000-4000-8000-000000000001" />, {
      path: '/admin/orders/o/edit',
      elsewhere: ['/admin/orders'],
    });
    expect(await findToast('Error al obtener el pedido original.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '/admin/orders' })).not.toBeInTheDocument();
  });

  it('goes back to the list when the order is gone', async () => {
    const api = fakeApi();
    api.refuse(orderRoutes.get, 404, { code: 'NOT_FOUND', message: 'Pedido no encontrado.' });
    adminScreen(<EditOrder orderId="00000000-0000-4000-8000-000000000001" />, {
      path: '/admin/orders/o/edit',
      elsewhere: ['/admin/orders'],
    });
    expect(await findToast('Pedido no encontrado.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '/admin/orders' })).toBeInTheDocument();
  });
});
