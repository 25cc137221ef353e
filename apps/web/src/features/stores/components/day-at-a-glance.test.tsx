import { type LowStockVariant, orderRoutes } from '@vidriera/core';
import { screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminScreen } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { DayAtAGlance } from './day-at-a-glance';

/*
 * The dashboard's "Poco stock" (docs/product/orders.md): a clothing
 * shop's sold-out sizes are counted apart, and the owner can hide them from
 * the list, which this browser remembers.
 */

const variant = (n: number, available: number): LowStockVariant => ({
  productId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  variantId: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
  productName: `Remera ${n}`,
  variantLabel: 'XL',
  stock: available,
  reserved: 0,
  available,
});
const soldOut = [1, 2, 3].map((n) => variant(n, 0));
const low = [variant(4, 1), variant(5, 2)];

function dashboard() {
  const api = fakeApi();
  api.answer(orderRoutes.overview, {
    toConfirm: 0,
    paymentsPending: 0,
    salesThisMonthCents: 0,
    salesThisMonthOrders: 0,
    lowStockThreshold: 2,
    lowStockCount: 5,
    soldOutCount: 3,
    lowStock: [...soldOut, ...low],
  });
  api.answer(orderRoutes.lowStock, (sent) => ({
    variants: sent.query.get('soldOut') === 'exclude' ? low : [...soldOut, ...low],
    hasMore: false,
  }));
  const user = adminScreen(<DayAtAGlance />, { path: '/admin', elsewhere: [] });
  return { api, user };
}

const listed = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Poco stock', () => {
  beforeEach(() => localStorage.clear());

  it('counts the sold-out variants apart from those with little stock', async () => {
    dashboard();
    const figure = (await screen.findByText('Poco stock')).closest('a') as HTMLElement;
    expect(figure).toHaveTextContent('Poco stock2');
    expect(figure).toHaveTextContent('Agotadas: 3');
    expect(listed()).toHaveLength(5);
    expect(screen.getAllByText('Agotada')).toHaveLength(3);
  });

  it('hides the sold-out variants when the owner asks, and remembers it', async () => {
    const { api, user } = dashboard();
    await user.click(await screen.findByRole('switch', { name: 'Ocultar agotadas' }));
    expect(await screen.findByText('Agotadas: 3, ocultas.')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Remera 4 (XL)' });
    expect(listed()).toEqual(['Remera 4 (XL)', 'Remera 5 (XL)']);
    expect(api.sentTo(orderRoutes.lowStock).map((r) => r.query.get('soldOut'))).toEqual(['exclude']);
    expect(localStorage.getItem('vidriera.low-stock.hide-sold-out')).toBe('true');
  });
});
