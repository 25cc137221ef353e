import { DEFAULT_DELIVERY_SETTINGS, type StoreDto, storeRoutes } from '@vidriera/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/preact';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { fill } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { WholesaleSection } from './wholesale-section';

/*
 * The settings' "Venta por mayor" card (docs/product/orders.md, "Precios por mayor"): the store's minimum order in
 * pesos or units, saved on its own; an empty box is no minimum, and a wrong one is said under its field.
 */
const STORE: StoreDto = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Mayorista Once',
  slug: 'mayorista-once',
  description: '',
  whatsappNumber: '+5491155550000',
  instagramHandle: null,
  facebookPage: null,
  cbu: null,
  logoUrl: null,
  bannerUrl: null,
  isActive: true,
  maxUnitsPerProduct: 10,
  maxPendingOrdersPerPhone: 3,
  orderOrigins: [],
  reservedSharePercent: 50,
  unopenedSharePercent: 50,
  unopenedReservationMinutes: 30,
  expiredOrderGraceHours: 24,
  paymentMethods: ['cash'],
  transferHolder: null,
  transferDiscountPercent: null,
  lowStockThreshold: 2,
  delivery: DEFAULT_DELIVERY_SETTINGS,
  searchSynonyms: '',
  wholesaleMinimum: { minOrderCents: null, minUnits: 6 },
  createdAt: '2026-12-01T12:00:00.000Z',
  url: 'http://mayorista-once.tiendas.localhost:3000/',
};

function section() {
  const api = fakeApi();
  api.answer(storeRoutes.updateWholesale, (sent) => ({
    store: { ...STORE, wholesaleMinimum: sent.body as StoreDto['wholesaleMinimum'] },
  }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WholesaleSection store={STORE} />
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

describe('the settings\' "Venta por mayor" card', () => {
  it('shows the saved minimum and saves an amount typed the Argentine way, and an emptied box as none', async () => {
    const { api, user } = section();
    expect(screen.getByRole('textbox', { name: 'Unidades mínimas' })).toHaveValue('6');
    await fill(user, screen.getByRole('textbox', { name: 'Compra mínima ($)' }), '50.000,50');
    await user.clear(screen.getByRole('textbox', { name: 'Unidades mínimas' }));
    await user.click(screen.getByRole('button', { name: 'Guardar venta por mayor' }));
    await screen.findByText('Venta por mayor guardada');
    expect(api.sentTo(storeRoutes.updateWholesale)[0]?.body).toEqual({ minOrderCents: 5_000_050, minUnits: null });
  });

  it('says what is wrong under the field and sends nothing', async () => {
    const { api, user } = section();
    await fill(user, screen.getByRole('textbox', { name: 'Compra mínima ($)' }), 'mucho');
    await fill(user, screen.getByRole('textbox', { name: 'Unidades mínimas' }), '0');
    await user.click(screen.getByRole('button', { name: 'Guardar venta por mayor' }));
    expect(await screen.findByText('La compra mínima debe ser un monto mayor que 0')).toBeInTheDocument();
    expect(screen.getByText('Las unidades mínimas deben ser un número entero mayor que 0')).toBeInTheDocument();
    expect(api.sentTo(storeRoutes.updateWholesale)).toHaveLength(0);
  });
});
