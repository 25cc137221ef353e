import { screen, waitFor } from '@testing-library/preact';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Island } from '@/components/island';
import ProductPurchase from '@/features/storefront/islands/product-purchase';
import { cartStorageKey } from '@/features/storefront/lib/cart-key';
import { HydratedContext } from '@/lib/hydration';
import { pageContainer } from '@/test/page-container';
import { ANYWHERE, CORDOBA, newShopSlug, remera } from '@/test/storefront-data';
import { holdClicks } from './first-use';
import { startIslands } from './hydrate-islands';

/*
 * The purchase form is taken over on use (components/island.tsx): the page
 * runs none of its code until the shopper reaches for it, and what the
 * shopper does first still counts once the code has arrived.
 */

const mismatches: string[] = [];

/** The product page's purchase form as the server sends it, taken over by the page's script. */
function productPage(variant: string | null = 'negro-m', delivery = ANYWHERE) {
  const slug = newShopSlug();
  const product = remera(`remera-${slug}`);
  const variantId = variant && `${product.id}-${variant}`;
  const island = (
    <Island
      of={ProductPurchase}
      load="use"
      props={{ slug, product, variantId, whatsappNumber: '5491123456789', delivery }}
    />
  );
  pageContainer(renderToString(<HydratedContext value={false}>{island}</HydratedContext>));
  startIslands((name, difference) => mismatches.push(`${name}: ${difference}`));
  return { slug, user: userEvent.setup() };
}

const storedQuantity = (slug: string) =>
  (JSON.parse(localStorage.getItem(cartStorageKey(slug)) ?? '[]') as { quantity: number }[])[0]?.quantity;

afterEach(() => {
  expect(mismatches.splice(0)).toEqual([]);
});

describe('an island taken over on use', () => {
  it('is usable in its HTML, and the first tap on "Agregar al Carrito" adds to the cart once its code arrives', async () => {
    const { slug, user } = productPage();
    const add = screen.getByRole('button', { name: 'Agregar al Carrito' });
    expect(add).toBeEnabled();
    await user.click(add);
    await waitFor(() => expect(storedQuantity(slug)).toBe(1));
  });

  it('does every tap made before its code arrived, in order: "+" and then "Agregar al Carrito" add two units', async () => {
    const { slug } = productPage('negro-s');
    const plus = screen.getByRole('button', { name: 'Aumentar cantidad' });
    // Both taps land at once, before the island's code has run (a quick thumb on a slow phone).
    plus.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    plus.click();
    screen.getByRole('button', { name: 'Agregar al Carrito' }).click();
    await waitFor(() => expect(storedQuantity(slug)).toBe(2));
    expect(screen.getByLabelText('Cantidad')).toHaveValue(2);
  });

  it('keeps what was typed before its code arrived', async () => {
    const { user } = productPage();
    // Typed (or autofilled) at once, before the island's code has run.
    const name = screen.getByLabelText<HTMLInputElement>(/Nombre/);
    name.value = 'Ana';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(screen.getByLabelText(/Nombre/)).toHaveValue('Ana'));
    // The island's own state learnt it: another keystroke adds to it.
    await user.type(screen.getByLabelText(/Nombre/), ' Gómez');
    await waitFor(() => expect(screen.getByLabelText(/Nombre/)).toHaveValue('Ana Gómez'));
  });

  it('sends the order tapped before its code arrived with the variant picked and the fields typed just before', async () => {
    productPage(null);
    // A quick shopper on a slow phone: all of it lands before the island's code has run.
    // The variant's values are chips (radio buttons): a tap ticks one at once.
    for (const value of ['Negro', 'M']) {
      const chip = screen.getByRole<HTMLInputElement>('radio', { name: value });
      chip.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      chip.click();
    }
    for (const [label, text] of [
      [/Nombre/, 'Luis'],
      [/Teléfono/, '1234'],
    ] as const) {
      const field = screen.getByLabelText<HTMLInputElement>(label);
      field.value = text;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    screen.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }).click();
    // The order is checked with all of it: the variant is complete, so the phone is what stops it.
    expect(await screen.findByText('Ingresa un número de teléfono válido')).toBeVisible();
    expect(screen.queryByText('Selección incompleta')).toBeNull();
  });

  it('ticks a radio button tapped before its code arrived at once, and the island follows it', async () => {
    productPage('negro-m', CORDOBA);
    const pickup = screen.getByRole<HTMLInputElement>('radio', { name: 'Retiro en el local' });
    pickup.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    pickup.click();
    expect(pickup).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Envío a domicilio' })).not.toBeChecked();
    // The island learnt it: it shows the store's pickup point, and the address fields are gone.
    await waitFor(() => expect(screen.getByRole('radio', { name: /Av\. Colón 1200/ })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'Retiro en el local' })).toBeChecked();
    expect(screen.queryByLabelText(/Código postal/)).toBeNull();
  });
});

describe('the taps held while an island’s code arrives', () => {
  it('are done again before a tap that comes while they are being done: "+" held, then "Agregar al Carrito" at once, add two', async () => {
    const heard: string[] = [];
    const island = pageContainer('<button>+</button><button>Agregar al Carrito</button>');
    for (const button of island.querySelectorAll('button'))
      button.addEventListener('click', () => heard.push(button.textContent ?? ''));
    const clicks = holdClicks(island);
    screen.getByRole('button', { name: '+' }).click();
    expect(heard).toEqual([]);
    // The island is ready and gives the held tap back a task later; the shopper's next tap lands before that.
    const replayed = clicks.replay();
    screen.getByRole('button', { name: 'Agregar al Carrito' }).click();
    await replayed;
    expect(heard).toEqual(['+', 'Agregar al Carrito']);
    // Once they are done, a tap goes straight to the island.
    screen.getByRole('button', { name: 'Agregar al Carrito' }).click();
    expect(heard).toEqual(['+', 'Agregar al Carrito', 'Agregar al Carrito']);
  });
});
