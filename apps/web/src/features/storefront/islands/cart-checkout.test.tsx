import { type DiscountCodeCheck, discountRoutes, publicRoutes } from '@vidriera/core';
import { screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { BOMBILLA, cartPage, headerCart, MATE } from '@/test/cart-page';
import { watchOrderNavigation } from '@/test/fake-api';
import { findToast } from '@/test/toasts';
import { CORDOBA } from '@/test/storefront-data';

/*
 * Ordering from the cart (docs/product/orders.md, "How the total is made"):
 * the discount code, how to pay, delivery and the shopper's details, each
 * step of the total as the server will charge it, then the order.
 */

const total = () => screen.getByText('Total', { selector: 'dt' }).nextElementSibling;
/** The total's steps inside `root`, as "label amount" (components/total-steps.tsx). */
const stepsIn = (root: HTMLElement) =>
  [...(within(root).getByText('Total', { selector: 'dt' }).closest('dl') as HTMLElement).querySelectorAll('dt')].map(
    (dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`,
  );
const STEPS = [
  'Subtotal $25.000,00',
  'Código PRIMAVERA10 -$2.500,00',
  'Descuento por transferencia -$2.250,00',
  'Envío $3.500,00',
  'Total $23.750,00',
];
const codeField = () => screen.getByRole('textbox', { name: 'Código de descuento' });
const primavera: DiscountCodeCheck = {
  code: 'PRIMAVERA10',
  kind: 'percent',
  value: 10,
  minPurchaseCents: null,
  eligibleVariantIds: ['v-mate', 'v-bombilla'],
};

describe('the discount code', () => {
  it('shows the server’s reason for a code it refuses', async () => {
    const { api, user } = await cartPage([MATE, BOMBILLA]);
    api.refuse(discountRoutes.check, 422, {
      code: 'DISCOUNT_CODE_REFUSED',
      message: 'Ese código de descuento no existe o no está activo. Revisa cómo lo escribiste.',
    });
    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    await user.type(codeField(), 'NOEXISTE');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ese código de descuento no existe o no está activo. Revisa cómo lo escribiste.',
    );
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Subtotal', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('takes its share off the total, step by step, until the shopper removes it', async () => {
    const { api, user } = await cartPage([MATE, BOMBILLA]);
    api.answer(discountRoutes.check, primavera);
    await user.type(codeField(), 'primavera10{Enter}');
    expect((await screen.findByText('PRIMAVERA10')).parentElement).toHaveTextContent('Código PRIMAVERA10 aplicado');
    expect(api.sentTo(discountRoutes.check)[0]?.body).toEqual({
      code: 'primavera10',
      variantIds: ['v-mate', 'v-bombilla'],
    });
    expect(screen.getByText('Código PRIMAVERA10', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '-$1.500,00',
    );
    expect(total()).toHaveTextContent('$13.500,00');

    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    expect(codeField()).toHaveValue('');
    expect(screen.queryByText('Código PRIMAVERA10', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('says how much more a code with a minimum needs, and discounts nothing until then', async () => {
    const { api, user } = await cartPage([MATE, BOMBILLA]);
    api.answer(discountRoutes.check, { ...primavera, minPurchaseCents: 2_000_000 });
    await user.type(codeField(), 'PRIMAVERA10');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ese código de descuento es para compras desde $20.000,00. Agrega productos para usarlo.',
    );
    expect(screen.queryByText('Código PRIMAVERA10', { selector: 'dt' })).not.toBeInTheDocument();
  });
});

describe('how to pay', () => {
  it('offers the store’s methods, the first chosen, and a transfer takes its discount off the total', async () => {
    const { user } = await cartPage([MATE, BOMBILLA], {
      paymentMethods: ['cash', 'transfer'],
      transferDiscountPercent: 10,
    });
    const choice = within(await screen.findByRole('group', { name: '¿Cómo vas a pagar?' }));
    expect(choice.getByRole('radio', { name: 'Efectivo' })).toBeChecked();
    expect(screen.queryByText('Descuento por transferencia')).not.toBeInTheDocument();
    await user.click(choice.getByRole('radio', { name: 'Transferencia (10% de descuento)' }));
    expect(screen.getByText('Descuento por transferencia').nextElementSibling).toHaveTextContent('-$1.500,00');
    expect(total()).toHaveTextContent('$13.500,00');
  });

  it('asks nothing when the store takes one way only', async () => {
    await cartPage([MATE], { paymentMethods: ['cash'] });
    await screen.findByText('Subtotal (1 producto)');
    expect(screen.queryByRole('group', { name: '¿Cómo vas a pagar?' })).not.toBeInTheDocument();
  });
});

describe('the order', () => {
  it('checks the details with the cart’s messages, adds the zone’s fee, confirms and sends everything chosen', async () => {
    const { api, user } = await cartPage([{ ...MATE, quantity: 2 }, BOMBILLA], {
      paymentMethods: ['cash', 'transfer'],
      transferDiscountPercent: 10,
      delivery: CORDOBA,
    });
    api.answer(discountRoutes.check, primavera);
    api.answer(publicRoutes.createOrder, {
      orderId: 'o-1',
      totalCents: 2_375_000,
      whatsappUrl: 'https://wa.me/5491123456789?text=Hola',
      orderUrl: '/store/x/order/o-1?token=t',
    });
    const { tab, assign } = watchOrderNavigation();

    await user.type(await screen.findByLabelText('Nombre *'), 'A');
    await user.type(screen.getByLabelText('Teléfono *'), '12345678');
    await user.type(screen.getByLabelText('Email (opcional)'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }));
    expect(screen.getByText('El nombre debe tener al menos 2 caracteres')).toBeInTheDocument();
    expect(screen.getByText('El teléfono debe tener al menos 10 dígitos')).toBeInTheDocument();
    expect(screen.getByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByText('Escribe la calle')).toBeInTheDocument();
    expect(screen.getByText('Elige la provincia', { selector: 'p' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nombre *'), 'na Pérez');
    await user.type(screen.getByLabelText('Teléfono *'), '90');
    await user.clear(screen.getByLabelText('Email (opcional)'));
    await user.type(screen.getByLabelText('Calle'), 'Bv. San Juan');
    await user.type(screen.getByLabelText('Número'), '450');
    await user.type(screen.getByLabelText('Código postal'), 'X5000ABC');
    await user.type(screen.getByLabelText('Localidad'), 'Córdoba');
    await user.selectOptions(screen.getByLabelText('Provincia'), 'Córdoba');
    expect(screen.getByText('Envío a Córdoba: $3.500,00')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Transferencia (10% de descuento)' }));
    await user.type(codeField(), 'PRIMAVERA10{Enter}');
    await screen.findByText('Código PRIMAVERA10', { selector: 'dt' });
    // $25.000, the code -$2.500, the transfer 10 % of the rest -$2.250, the fee $3.500.
    expect(total()).toHaveTextContent('$23.750,00');
    expect(stepsIn(document.body)).toEqual(STEPS);

    await user.click(screen.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar Pedido' });
    expect(within(dialog).getByText('2 x $10.000,00')).toBeInTheDocument();
    // The confirmation goes from the lines to the total through the same steps, never straight to a "Total".
    expect(stepsIn(dialog)).toEqual(STEPS);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar y Contactar Vendedor' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/store/x/order/o-1?token=t'));
    expect(tab.location.href).toBe('https://wa.me/5491123456789?text=Hola');
    expect(api.sentTo(publicRoutes.createOrder)[0]?.body).toEqual({
      items: [
        { variantId: 'v-mate', quantity: 2 },
        { variantId: 'v-bombilla', quantity: 1 },
      ],
      customerName: 'Ana Pérez',
      customerPhone: '1234567890',
      paymentMethod: 'transfer',
      delivery: {
        method: 'shipping',
        address: {
          street: 'Bv. San Juan',
          number: '450',
          unit: null,
          postalCode: 'X5000ABC',
          city: 'Córdoba',
          province: 'X',
        },
      },
      discountCode: 'PRIMAVERA10',
    });
    // The order is on its way: the cart is empty, in the header too.
    await waitFor(() => expect(headerCart()).toHaveAccessibleName('Carrito'));
  });

  it('says when the store sends to no zone that covers the address, and opens nothing', async () => {
    const onlyCordoba = {
      ...CORDOBA,
      shipping: { ...CORDOBA.shipping, zones: CORDOBA.shipping.zones.filter((zone) => zone.name === 'Córdoba') },
    };
    const { api, user } = await cartPage([MATE], { delivery: onlyCordoba });
    await user.type(await screen.findByLabelText('Nombre *'), 'Ana Pérez');
    await user.type(screen.getByLabelText('Teléfono *'), '1234567890');
    await user.type(screen.getByLabelText('Calle'), 'Av. Corrientes');
    await user.type(screen.getByLabelText('Número'), '1234');
    await user.type(screen.getByLabelText('Código postal'), 'C1043AAZ');
    await user.type(screen.getByLabelText('Localidad'), 'CABA');
    await user.selectOptions(screen.getByLabelText('Provincia'), 'Ciudad Autónoma de Buenos Aires');
    await user.click(screen.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }));
    expect(
      await findToast('Esta tienda no hace envíos a esa dirección. Revisa la dirección o elige retiro en el local.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirmar Pedido' })).not.toBeInTheDocument();
    expect(api.sentTo(publicRoutes.createOrder)).toEqual([]);
  });
});
