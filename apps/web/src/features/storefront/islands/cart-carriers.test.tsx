import { carrierRoutes, publicRoutes, type ShippingQuotesView } from '@vidriera/core';
import { screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { cartPage, MATE } from '@/test/cart-page';
import { watchOrderNavigation } from '@/test/fake-api';
import { CORDOBA } from '@/test/storefront-data';

/*
 * The cart with carriers (docs/product/orders.md, "Envíos por transportista"): once the postal code fits the
 * province, the carriers' options show beside the store's zone; "a sucursal" asks for a branch; the order names the
 * carrier and the branch, never a price.
 */

const branch = {
  code: 'X0001',
  name: 'Sucursal Córdoba Centro',
  address: 'Av. Colón 201, Córdoba',
  postalCode: 'X5000AAA',
};
const QUOTES: ShippingQuotesView = {
  carriers: [
    {
      carrier: 'correo_argentino',
      service: 'door',
      label: 'Correo Argentino a domicilio',
      feeCents: 600_000,
      free: false,
      days: { min: 3, max: 6 },
      daysText: '3 a 6 días hábiles',
      branches: [],
    },
    {
      carrier: 'correo_argentino',
      service: 'branch',
      label: 'Correo Argentino a sucursal',
      feeCents: 430_000,
      free: false,
      days: { min: 3, max: 5 },
      daysText: '3 a 5 días hábiles',
      branches: [branch],
    },
  ],
};

describe('carrier options in the cart', () => {
  it('shows the carriers beside the zone, asks for a branch and sends the choice without a price', async () => {
    const { api, user } = await cartPage([MATE], { delivery: CORDOBA, carrierShipping: true });
    api.answer(carrierRoutes.quote, QUOTES);
    api.answer(publicRoutes.createOrder, {
      orderId: 'o-1',
      totalCents: 1_430_000,
      whatsappUrl: 'https://wa.me/5491123456789?text=Hola',
      orderUrl: '/store/x/order/o-1?token=t',
    });
    const { assign } = watchOrderNavigation();
    await user.type(await screen.findByLabelText('Nombre *'), 'Rocío Gómez');
    await user.type(screen.getByLabelText('Teléfono *'), '3512345678');
    await user.type(screen.getByLabelText('Calle'), 'Av. Hipólito Yrigoyen');
    await user.type(screen.getByLabelText('Número'), '150');
    await user.type(screen.getByLabelText('Código postal'), 'X5000JJC');
    await user.type(screen.getByLabelText('Localidad'), 'Córdoba');
    await user.selectOptions(screen.getByLabelText('Provincia'), 'Córdoba');
    const options = await screen.findByRole('radiogroup', { name: 'Opciones de envío' }, { timeout: 3000 });
    expect(api.sentTo(carrierRoutes.quote)[0]?.body).toEqual({
      postalCode: 'X5000JJC',
      province: 'X',
      items: [{ variantId: 'v-mate', quantity: 1 }],
    });
    expect(within(options).getByText('Córdoba: $3.500,00')).toBeInTheDocument();
    await user.click(within(options).getByRole('radio', { name: /Correo Argentino a sucursal: \$4\.300,00/ }));
    expect(screen.getByText('Envío a Correo Argentino a sucursal: $4.300,00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }));
    expect(screen.getByText('Elige la sucursal donde retirar tu pedido.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sucursal'), 'X0001');
    await user.click(screen.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar Pedido' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar y Contactar Vendedor' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(api.sentTo(publicRoutes.createOrder)[0]?.body).toMatchObject({
      delivery: {
        method: 'shipping',
        carrier: { carrier: 'correo_argentino', service: 'branch', branchCode: 'X0001' },
      },
    });
  });
});
