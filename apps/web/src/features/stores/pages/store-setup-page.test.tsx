import { screen } from '@testing-library/preact';
import { storeRoutes } from '@vidriera/core';
import { describe, expect, it } from 'vitest';
import { adminScreen } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { findToast } from '@/test/toasts';
import { StoreSetupPage } from './store-setup-page';

/*
 * "Configurar Mi Tienda" reads the owner's store first (docs/product/stores.md):
 * without one the form shows; when the look-up fails the owner is told and can
 * try again, rather than meeting a form that cannot know whether a store exists.
 */
describe('the store setup screen', () => {
  it('says the store could not be read, and shows the form once a retry finds none', async () => {
    const api = fakeApi();
    // A refusal the app does not retry (a server error is retried twice, seconds apart), so the test sees the screen at once.
    api.refuse(storeRoutes.mine, 429, {
      code: 'TOO_MANY_REQUESTS',
      message: 'Demasiados intentos. Espera un momento.',
    });
    const user = adminScreen(<StoreSetupPage />, { path: '/admin/store-setup', elsewhere: ['/admin'] });

    expect(await findToast('No se pudo cargar la información de tu tienda.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Vamos a crear tu tienda' })).not.toBeInTheDocument();

    api.answer(storeRoutes.mine, { store: null });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Vamos a crear tu tienda' })).toBeInTheDocument();
  });
});
