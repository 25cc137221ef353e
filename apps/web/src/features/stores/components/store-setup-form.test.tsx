import { screen } from '@testing-library/preact';
import { storeRoutes } from '@vidriera/core';
import { describe, expect, it } from 'vitest';
import { adminScreen } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { StoreSetupForm } from './store-setup-form';

/* The store's name (docs/product/stores.md) checked by the same rule as the server's, as the owner leaves it and types. */

describe('the store name', () => {
  it('refuses a name of only signs as the owner leaves the field, before anything is sent, and clears as she fixes it', async () => {
    const api = fakeApi();
    const user = adminScreen(<StoreSetupForm />, { path: '/admin/store-setup', elsewhere: ['/admin'] });
    const name = screen.getByLabelText('Nombre de la tienda *');
    await user.type(name, '!!!');
    await user.tab();
    expect(await screen.findByText('El nombre de la tienda debe tener letras o números.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(api.sentTo(storeRoutes.create)).toHaveLength(0);
    api.answer(storeRoutes.slugAvailability, { slug: 'ropa', available: true });
    await user.type(name, 'Ropa');
    expect(screen.queryByText('El nombre de la tienda debe tener letras o números.')).not.toBeInTheDocument();
  });
});
