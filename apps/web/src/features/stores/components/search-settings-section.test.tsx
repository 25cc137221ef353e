import { DEFAULT_DELIVERY_SETTINGS, type StoreDto, storeRoutes } from '@vidriera/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/preact';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { fill } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { StoreSettingsForm } from './store-settings-form';

/*
 * The settings' "Búsqueda" card (docs/product/storefront.md, "Búsqueda"): the store's own synonyms, saved with the
 * rest of the screen; "Agregar sinónimo" on the searches screen brings the words that found nothing to a new line.
 */
const STORE: StoreDto = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Tienda del Norte',
  slug: 'tienda-del-norte',
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
  searchSynonyms: 'remera, camiseta',
  wholesaleMinimum: { minOrderCents: null, minUnits: null },
  createdAt: '2026-12-01T12:00:00.000Z',
  url: 'http://tienda-del-norte.tiendas.localhost:3000/',
};

// The form guards unsaved changes (useBlocker): it needs a data router, as the app's.
function settings(at = '/admin/settings') {
  const api = fakeApi();
  api.answer(storeRoutes.update, (sent) => ({ store: { ...STORE, ...(sent.body as Partial<StoreDto>) } }));
  const router = createMemoryRouter([{ path: '/admin/settings', element: <StoreSettingsForm store={STORE} /> }], {
    initialEntries: [at],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

describe('the settings\' "Búsqueda" card', () => {
  it('saves the synonyms with the rest of the screen', async () => {
    const { api, user } = settings();
    const field = screen.getByRole('textbox', { name: 'Sinónimos' });
    expect(field).toHaveValue('remera, camiseta');
    await fill(user, field, 'remera, camiseta\nporongo, mate');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await screen.findByText('Configuración de la tienda actualizada correctamente.');
    expect(api.sentTo(storeRoutes.update)[0]?.body).toMatchObject({
      searchSynonyms: 'remera, camiseta\nporongo, mate',
    });
  });

  it("shows the server's message for too many lines under the field", async () => {
    const { user } = settings();
    const lines = Array.from({ length: 101 }, (_, i) => `a${i}, b${i}`).join('\n');
    await fill(user, screen.getByRole('textbox', { name: 'Sinónimos' }), lines);
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(
      await screen.findByText('Los sinónimos pueden tener hasta 100 líneas (un grupo por línea)'),
    ).toBeInTheDocument();
  });

  it('brings the words of a search that found nothing to a new line, ready for their synonyms', async () => {
    settings('/admin/settings?sinonimo=porongo#busqueda');
    const field = screen.getByRole('textbox', { name: 'Sinónimos' });
    await vi.waitFor(() => expect(field).toHaveValue('remera, camiseta\nporongo, '));
    expect(field).toHaveFocus();
  });
});
