import { savedOrderTotal } from '@vidriera/core';
import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { TotalSteps } from './total-steps';

/*
 * The total's steps as the pages draw them (docs/product/orders.md, "How the
 * total is made"): from a saved order's amounts, as the admin's detail and
 * the shopper's page read them, the same lines the WhatsApp message writes.
 */

const rows = () =>
  [...document.querySelectorAll('dt')].map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);

describe('TotalSteps', () => {
  it('goes from the subtotal to the amount to pay through the code, the transfer discount and the fee', () => {
    render(
      <TotalSteps
        {...savedOrderTotal({
          totalCents: 2_580_000,
          codeDiscountCents: 300_000,
          discountCode: 'DIEZ',
          transferDiscountCents: 270_000,
          delivery: { method: 'shipping', feeCents: 150_000, free: false },
        })}
      />,
    );
    expect(rows()).toEqual([
      'Subtotal $30.000,00',
      'Código DIEZ -$3.000,00',
      'Descuento por transferencia -$2.700,00',
      'Envío $1.500,00',
      'Total $25.800,00',
    ]);
  });

  it('shows the total alone for pickup without discounts, and no fee line', () => {
    render(
      <TotalSteps
        {...savedOrderTotal({
          totalCents: 1_000_000,
          codeDiscountCents: 0,
          discountCode: null,
          transferDiscountCents: 0,
          delivery: { method: 'pickup', feeCents: 0, free: false },
        })}
      />,
    );
    expect(rows()).toEqual(['Total $10.000,00']);
    expect(screen.queryByText('Envío')).not.toBeInTheDocument();
  });
});
