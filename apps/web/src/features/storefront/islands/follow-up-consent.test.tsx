import { abandonedCheckoutRoutes } from '@vidriera/core';
import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { BOMBILLA, cartPage, MATE } from '@/test/cart-page';

/*
 * The cart's tick for the seller's follow-up (docs/product/abandoned-checkouts.md): nothing leaves the browser
 * without it; with it, her name, phone, e-mail and lines are saved a moment after she stops typing; taking it back
 * forgets them.
 */

const TICK = 'Quiero que la tienda me escriba si no termino el pedido';
const SAVED = { timeout: 4000 };

describe('the follow-up tick', () => {
  it('saves nothing while unticked', async () => {
    const { api, user } = await cartPage([MATE, BOMBILLA]);
    expect(screen.getByRole('checkbox', { name: TICK })).not.toBeChecked();
    await user.type(await screen.findByLabelText('Nombre *'), 'Valentina Ruiz');
    await user.type(screen.getByLabelText('Teléfono *'), '1144445555');
    await new Promise((done) => setTimeout(done, 1500));
    expect(api.sentTo(abandonedCheckoutRoutes.save)).toEqual([]);
  });

  it('saves her details and lines once ticked, and forgets them when she takes it back', async () => {
    const { api, user } = await cartPage([MATE, BOMBILLA]);
    api.answer(abandonedCheckoutRoutes.save, undefined);
    api.answer(abandonedCheckoutRoutes.forget, undefined);
    await user.type(await screen.findByLabelText('Nombre *'), 'Valentina Ruiz');
    await user.type(screen.getByLabelText('Teléfono *'), '1144445555');
    await user.type(screen.getByLabelText('Email (opcional)'), 'valen@example.com');
    await user.click(screen.getByRole('checkbox', { name: TICK }));
    await waitFor(() => expect(api.sentTo(abandonedCheckoutRoutes.save)).toHaveLength(1), SAVED);
    const { key, ...saved } = api.sentTo(abandonedCheckoutRoutes.save)[0]?.body as { key: string };
    expect(key).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    expect(saved).toEqual({
      customerName: 'Valentina Ruiz',
      customerPhone: '1144445555',
      customerEmail: 'valen@example.com',
      items: [
        { variantId: 'v-mate', quantity: 1 },
        { variantId: 'v-bombilla', quantity: 1 },
      ],
    });
    await user.click(screen.getByRole('checkbox', { name: TICK }));
    await waitFor(() => expect(api.sentTo(abandonedCheckoutRoutes.forget)).toHaveLength(1));
    expect(api.sentTo(abandonedCheckoutRoutes.forget)[0]?.body).toEqual({ key });
  });
});
