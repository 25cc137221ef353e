import { orderRoutes, publicRoutes, storeRoutes } from '@vidriera/core';
import { callApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD } from '../support/env';
import { SAME_ORIGIN } from '../support/send';
import { toastWith } from '../support/toast';
import { fillShippingAddress } from '../support/delivery';

/*
 * The demo store's owner lowers "Máximo de unidades por producto en un pedido"
 * in the settings screen; a shopper who asks for more sees the server's refusal
 * as a toast, and nothing is reserved. The setting goes back to 10 afterwards,
 * since the other specs order from the demo store too.
 */

test('a shopper cannot order more units of a product than the store allows per order', async ({ page, browser }) => {
  const signedIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'demo@vidriera.local', password: DEMO_PASSWORD },
    headers: SAME_ORIGIN,
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  try {
    await page.goto('/admin/settings');
    const cap = page.getByLabel('Máximo de unidades por producto en un pedido');
    await expect(cap).toHaveValue('10');
    await cap.fill('1');
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(toastWith(page, 'Configuración de la tienda actualizada correctamente.')).toBeVisible();

    const { items } = await callApi(page.request, publicRoutes.products, { params: { slug: 'demo' } });
    const product =
      items.find((i) => i.variantCount === 1 && (i.availableStock ?? 0) >= 3) ??
      items.find((i) => (i.availableStock ?? 0) >= 10);
    expect(product, 'la demo tiene un producto con stock').toBeDefined();

    const shopper = await browser.newPage();
    await shopper
      .context()
      .route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      );
    await shopper.goto(`/store/demo/product/${product?.slug}`);
    for (const select of await shopper.locator('select').all()) {
      const options = await select.locator('option:not([disabled])').all();
      const value = await options.at(-1)?.getAttribute('value');
      if (value) await select.selectOption(value);
    }
    // Few values come as chips, a group of radio buttons each: the last of each group.
    const chips = shopper.locator('input[type=radio][name^="attribute-"]');
    for (const name of new Set(
      await chips.evaluateAll((radios) => radios.map((radio) => radio.getAttribute('name') ?? '')),
    )) {
      await shopper.locator(`input[type=radio][name="${name}"]`).last().click();
    }
    await shopper.getByRole('button', { name: 'Aumentar cantidad' }).click();
    await shopper.getByLabel('Nombre').fill('Acaparadora');
    await shopper.getByLabel('Teléfono').fill('11 3333 4444');
    await fillShippingAddress(shopper);
    await shopper.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }).click();
    await shopper.getByRole('button', { name: 'Confirmar y Contactar Vendedor' }).click();
    await expect(toastWith(shopper, `Puedes pedir hasta 1 unidad de ${product?.name} por pedido.`)).toBeVisible();
    await shopper.close();

    const { orders } = await callApi(page.request, orderRoutes.list, { query: { q: 'Acaparadora' } });
    expect(orders).toHaveLength(0);
  } finally {
    const { store } = await callApi(page.request, storeRoutes.mine, {});
    if (store) {
      const { name, description, whatsappNumber, instagramHandle, facebookPage, cbu } = store;
      await callApi(page.request, storeRoutes.update, {
        body: { name, description, whatsappNumber, instagramHandle, facebookPage, cbu, maxUnitsPerProduct: 10 },
      });
    }
  }
});
