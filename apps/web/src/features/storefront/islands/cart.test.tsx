import { screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { BOMBILLA, cartLine, cartPage, headerCart, line, MATE, today } from '@/test/cart-page';
import { findToast } from '@/test/toasts';
import { CART_TOTAL_BELOW } from '../components/cart-summary';

/*
 * The cart page's island (docs/product/storefront.md, cart page): the lines
 * kept in this browser, checked against today's price and stock, their
 * quantities, the summary and the header's count that follows them.
 */

const orderButton = () => screen.getByRole('button', { name: 'Realizar Pedido por WhatsApp' });
const summary = () => within(screen.getByText('Resumen del Pedido').closest('[data-slot="card"]') as HTMLElement);

describe('the cart', () => {
  it('says when it is empty and leads back to the store', async () => {
    const { slug } = await cartPage([]);
    expect(await screen.findByRole('heading', { name: 'Tu carrito está vacío' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la Tienda' })).toHaveAttribute('href', `/store/${slug}`);
  });

  it('shows each line with its units and subtotal, and the summary counts the units', async () => {
    await cartPage([{ ...MATE, quantity: 2 }, BOMBILLA]);
    expect(await screen.findByText('Subtotal (3 productos)')).toBeInTheDocument();
    expect(within(cartLine('Mate de Calabaza')).getByText('$10.000,00 c/u')).toBeInTheDocument();
    expect(within(cartLine('Mate de Calabaza')).getByText('$20.000,00')).toBeInTheDocument();
    expect(summary().getAllByText('$25.000,00')).toHaveLength(1);
    // The lines' sum is no amount to pay: the summary labels nothing "Total" (the order form below shows the total's steps).
    expect(summary().queryByText('Total')).not.toBeInTheDocument();
    expect(summary().getByText(CART_TOTAL_BELOW)).toBeInTheDocument();
    expect(headerCart()).toHaveAccessibleName('Carrito 3 productos');
  });

  it('changes a line’s units between 1 and the stock, and the total and the header follow', async () => {
    const { user } = await cartPage([MATE, BOMBILLA], {
      variants: [
        today('v-mate', 'Mate de Calabaza', 1_000_000, 10),
        today('v-bombilla', 'Bombilla de Alpaca', 500_000, 2),
      ],
    });
    const bombilla = within(cartLine('Bombilla de Alpaca'));
    expect(bombilla.getByRole('button', { name: 'Disminuir cantidad' })).toBeDisabled();
    await user.click(bombilla.getByRole('button', { name: 'Aumentar cantidad' }));
    expect(bombilla.getByRole('status', { name: 'Cantidad de Bombilla de Alpaca' })).toHaveTextContent('2');
    await waitFor(() => expect(bombilla.getByRole('button', { name: 'Aumentar cantidad' })).toBeDisabled());
    expect(screen.getByText('Subtotal (3 productos)')).toBeInTheDocument();
    expect(summary().getAllByText('$20.000,00')).toHaveLength(1);
    expect(headerCart()).toHaveAccessibleName('Carrito 3 productos');
    await user.click(bombilla.getByRole('button', { name: 'Disminuir cantidad' }));
    expect(screen.getByText('Subtotal (2 productos)')).toBeInTheDocument();
  });

  it('says when the cart’s products cannot be loaded, and when the store is gone', async () => {
    await cartPage([MATE], { variantsRefused: { status: 500, message: 'Algo salió mal.' } });
    expect(await findToast('No se pudieron cargar los productos.')).toBeInTheDocument();
    expect(cartLine('Mate de Calabaza')).toBeInTheDocument();
    await cartPage([BOMBILLA], { variantsRefused: { status: 404, message: 'Tienda no encontrada.' } });
    expect(await findToast('Tienda no encontrada o error al cargar.')).toBeInTheDocument();
  });

  it('follows a price the store changed and says so on the line', async () => {
    await cartPage([{ ...MATE, quantity: 2 }], { variants: [today('v-mate', 'Mate de Calabaza', 1_100_000, 10)] });
    const mate = within(cartLine('Mate de Calabaza'));
    expect(await mate.findByText('Precio actualizado')).toBeInTheDocument();
    expect(mate.getByText('$11.000,00 c/u', { exact: false })).toBeInTheDocument();
    expect(summary().getAllByText('$22.000,00')).toHaveLength(1);
  });

  it('stops the order while a line is gone or short of stock, until the shopper fixes it', async () => {
    const { user } = await cartPage([MATE, { ...BOMBILLA, quantity: 3 }], {
      variants: [today('v-bombilla', 'Bombilla de Alpaca', 500_000, 1)],
    });
    const mate = within(cartLine('Mate de Calabaza'));
    const bombilla = within(cartLine('Bombilla de Alpaca'));
    expect(await mate.findByText('Ya no está disponible')).toBeInTheDocument();
    expect(bombilla.getByText('Solo quedan 1')).toBeInTheDocument();
    // The order form's code waits for the shopper's first touch: a tap on its button then opens nothing and says why.
    await user.click(orderButton());
    expect(
      await screen.findByText(
        'Hay productos sin stock suficiente o que ya no están disponibles. Corrígelos para continuar.',
      ),
    ).toBeInTheDocument();
    expect(orderButton()).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(bombilla.getByRole('button', { name: 'Ajustar a 1' }));
    expect(bombilla.getByRole('status', { name: 'Cantidad de Bombilla de Alpaca' })).toHaveTextContent('1');
    await user.click(mate.getByRole('button', { name: 'Eliminar Mate de Calabaza' }));
    expect(await findToast('El producto ha sido eliminado del carrito.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mate de Calabaza' })).not.toBeInTheDocument();
    expect(orderButton()).toBeEnabled();
    expect(headerCart()).toHaveAccessibleName('Carrito 1 producto');
  });

  it('keeps a line with attributes, showing each one', async () => {
    const remera = {
      ...line('v-remera', 'Remera Básica', 1_250_000, 1),
      attributes: [
        { name: 'Color', value: 'Negro', hexColor: '#111827' },
        { name: 'Talle', value: 'M', hexColor: null },
      ],
    };
    await cartPage([remera]);
    const item = within(cartLine('Remera Básica'));
    expect(await item.findByText('Color: Negro')).toBeInTheDocument();
    expect(item.getByText('Talle: M')).toBeInTheDocument();
    expect(screen.getByText('Subtotal (1 producto)')).toBeInTheDocument();
  });

  it('cannot be ordered from a store without WhatsApp', async () => {
    await cartPage([MATE], { hasWhatsapp: false });
    expect(await screen.findByText('No se encontró el número de WhatsApp del vendedor.')).toBeInTheDocument();
    expect(orderButton()).toBeDisabled();
  });
});
