import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { savedOrder } from '@/test/order-form-data';
import { summaryOf } from '../api/saved-order';
import { OrderCustomerCell } from './order-customer-cell';

/*
 * The orders list marks a pending storefront order taken without a
 * reservation (docs/product/orders.md, "Orders without a reservation"), so the
 * seller knows it holds no units before confirming it.
 */

describe('the customer cell of the orders list', () => {
  it('says "Sin reserva", with why, on a pending storefront order that holds no units, and nothing of it once confirmed', () => {
    const pending = { ...summaryOf(savedOrder('storefront', 'pending', 1)), withoutReservation: true };
    const { unmount } = render(<OrderCustomerCell order={pending} />);
    expect(screen.getByText('Sin reserva')).toBeInTheDocument();
    expect(screen.getByTitle(/^Pedido sin reserva: no aparta unidades/)).toBeInTheDocument();
    unmount();
    render(<OrderCustomerCell order={{ ...pending, status: 'processing' }} />);
    expect(screen.queryByText('Sin reserva')).not.toBeInTheDocument();
  });
});
