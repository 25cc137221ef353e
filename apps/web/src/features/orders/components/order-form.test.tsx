import { type OrderDetail, orderRoutes, type ProductOption } from '@vidriera/core';
import { screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { adminScreen, choose, fill } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { MATE, REMERA, savedOrder, valuesOf } from '@/test/order-form-data';
import { findToast } from '@/test/toasts';
import { newOrderDefaults } from '../utils/order-form-values';
import { OrderForm } from './order-form';

/*
 * The admin's order form (docs/product/orders.md, "Orders made in the
 * admin"): what a new order needs, choosing each line's variant within its
 * stock, quantities the stock refuses, and saving, new or edited.
 */

function orderForm({ order, products = [REMERA, MATE] }: { order?: OrderDetail; products?: ProductOption[] } = {}) {
  const api = fakeApi();
  api.answer(orderRoutes.productOptions, (sent) => ({
    products: products.filter((p) => p.name.toLowerCase().includes(sent.query.get('q')?.toLowerCase() ?? '')),
    hasMore: false,
  }));
  // Editing, the page hands the form the products its lines hold.
  const held = order ? Object.fromEntries(products.filter((p) => p.id === REMERA.id).map((p) => [p.id, p])) : {};
  const user = adminScreen(
    <OrderForm
      {...(order ? { order } : {})}
      defaultValues={order ? valuesOf(order) : newOrderDefaults}
      initialProducts={held}
    />,
    { path: '/admin/orders/new', elsewhere: ['/admin/orders'] },
  );
  const addProduct = async (name: string) => {
    await user.click(screen.getByRole('button', { name: 'Agregar producto' }));
    await user.click(
      await within(await screen.findByRole('dialog', { name: 'Agregar producto' })).findByRole('button', {
        name: new RegExp(name),
      }),
    );
  };
  const line = (n: number) => within(screen.getByRole('listitem', { name: new RegExp(`^Producto ${n}:`) }));
  return { api, user, addProduct, line };
}

describe('a new order', () => {
  it('says what it is missing', async () => {
    const form = orderForm();
    expect(screen.getByLabelText('Estado')).toHaveTextContent('En Proceso');
    await form.user.click(screen.getByRole('button', { name: 'Crear Pedido' }));
    expect(await screen.findByText('Nombre del cliente es requerido')).toBeInTheDocument();
    expect(screen.getByText('Método de pago es requerido')).toBeInTheDocument();
    expect(screen.getByText('El pedido debe tener al menos un producto')).toBeInTheDocument();
    expect(form.api.sentTo(orderRoutes.create)).toHaveLength(0);
  });

  it('finds products by name and says when none matches', async () => {
    const form = orderForm();
    await form.user.click(screen.getByRole('button', { name: 'Agregar producto' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Agregar producto' }));
    expect(await picker.findByRole('button', { name: /Mate de Calabaza\s*\$8\.000,00/ })).toBeEnabled();
    expect(picker.getByRole('button', { name: /Remera Lisa\s*\$10\.000,00 – \$10\.500,00/ })).toBeEnabled();
    await form.user.type(picker.getByRole('searchbox', { name: 'Buscar producto' }), 'zzz');
    expect(await picker.findByText('No se encontraron productos.', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('chooses a new line’s first colour with stock and the only size left; a sold-out size cannot be chosen', async () => {
    const form = orderForm();
    await form.addProduct('Remera Lisa');
    expect(form.line(1).getByRole('combobox', { name: 'Color' })).toHaveTextContent('Rojo');
    expect(form.line(1).getByRole('combobox', { name: 'Talle' })).toHaveTextContent('S');
    expect(form.line(1).getByLabelText('Precio unitario')).toHaveValue(10000);

    await choose(form.user, form.line(1).getByRole('combobox', { name: 'Color' }), 'Azul');
    expect(form.line(1).getByRole('combobox', { name: 'Talle' })).toHaveTextContent('M');
    expect(form.line(1).getByLabelText('Precio unitario')).toHaveValue(10500);
    await choose(form.user, form.line(1).getByRole('combobox', { name: 'Color' }), 'Rojo');
    await form.user.click(form.line(1).getByRole('combobox', { name: 'Talle' }));
    expect(await screen.findByRole('option', { name: /M.*Sin stock/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps the size when the colour changes and the new colour has it', async () => {
    // Every colour in every size, all with stock.
    const azulS = {
      id: 'v-azul-s',
      sku: null,
      finalPriceCents: 1_000_000,
      stock: 3,
      availableStock: 3,
      values: [
        { attributeId: 'attr-color', attributeValueId: 'azul', value: 'Azul' },
        { attributeId: 'attr-talle', attributeValueId: 's', value: 'S' },
      ],
    };
    const full: ProductOption = {
      ...REMERA,
      variants: [...REMERA.variants.map((v) => ({ ...v, stock: 3, availableStock: 3 })), azulS],
    };
    const form = orderForm({ products: [full, MATE] });
    await form.addProduct('Remera Lisa');
    await choose(form.user, form.line(1).getByRole('combobox', { name: 'Talle' }), 'M');
    await choose(form.user, form.line(1).getByRole('combobox', { name: 'Color' }), 'Azul');
    expect(form.line(1).getByRole('combobox', { name: 'Talle' })).toHaveTextContent('M');
    await choose(form.user, form.line(1).getByRole('combobox', { name: 'Color' }), 'Rojo');
    expect(form.line(1).getByRole('combobox', { name: 'Talle' })).toHaveTextContent('M');
  });

  it('turns a quantity above the stock into the stock, saying so, and the total follows', async () => {
    const form = orderForm();
    await form.addProduct('Remera Lisa');
    await fill(form.user, form.line(1).getByLabelText('Cantidad'), '5');
    expect(await findToast('Stock Insuficiente')).toBeInTheDocument();
    expect(await findToast('La cantidad máxima disponible es 3.')).toBeInTheDocument();
    expect(form.line(1).getByLabelText('Cantidad')).toHaveValue(3);
    // Already at the stock, a digit more (3 → 38) still shows the stock, not what was typed.
    await form.user.type(form.line(1).getByLabelText('Cantidad'), '8');
    expect(form.line(1).getByLabelText('Cantidad')).toHaveValue(3);
    await fill(form.user, form.line(1).getByLabelText('Cantidad'), '2');
    expect(form.line(1).getByText('$20.000,00')).toBeInTheDocument();
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('$20.000,00');
  });

  it('shares a variant’s units among the lines that take it', async () => {
    const form = orderForm();
    await form.addProduct('Mate');
    await form.addProduct('Mate');
    expect(form.line(1).getByText('Disponible: 4')).toBeInTheDocument();
    await fill(form.user, form.line(1).getByLabelText('Cantidad'), '3');
    expect(form.line(2).getByText('Disponible: 2')).toBeInTheDocument();
    await fill(form.user, form.line(2).getByLabelText('Cantidad'), '4');
    expect(await findToast('La cantidad máxima disponible es 2.')).toBeInTheDocument();
  });

  it('is sent as the API takes it, and the owner goes back to the list', async () => {
    const form = orderForm();
    form.api.answer(orderRoutes.create, { order: savedOrder('admin', 'processing', 2) });
    await fill(form.user, screen.getByLabelText('Nombre del cliente'), 'Lucía Fernández');
    await fill(form.user, screen.getByLabelText('Teléfono'), '11 2222 3333');
    await choose(form.user, screen.getByLabelText('Método de pago'), 'Efectivo');
    await form.addProduct('Remera Lisa');
    await fill(form.user, form.line(1).getByLabelText('Cantidad'), '2');
    await form.user.click(screen.getByRole('button', { name: 'Crear Pedido' }));
    expect(await findToast('Pedido creado correctamente.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '/admin/orders' })).toBeInTheDocument();
    expect(form.api.sentTo(orderRoutes.create)[0]?.body).toEqual({
      customerName: 'Lucía Fernández',
      customerEmail: null,
      customerPhone: '11 2222 3333',
      paymentMethod: 'cash',
      status: 'processing',
      items: [{ variantId: 'v-rojo-s', quantity: 2, unitPriceCents: 1_000_000 }],
    });
  });

  it('stays, naming the product, when the stock changed meanwhile', async () => {
    const form = orderForm();
    form.api.refuse(orderRoutes.create, 409, {
      code: 'INSUFFICIENT_STOCK',
      message: 'Stock insuficiente de Remera Lisa: hay 1 disponible y el pedido necesita 2.',
    });
    await fill(form.user, screen.getByLabelText('Nombre del cliente'), 'Rita Rápida');
    await choose(form.user, screen.getByLabelText('Método de pago'), 'Mercado Pago');
    await form.addProduct('Remera Lisa');
    await fill(form.user, form.line(1).getByLabelText('Cantidad'), '2');
    await form.user.click(screen.getByRole('button', { name: 'Crear Pedido' }));
    expect(await findToast('Error de Stock')).toBeInTheDocument();
    expect(
      await findToast(
        'No se pudo actualizar el stock de los productos. Stock insuficiente de Remera Lisa: hay 1 disponible y el pedido necesita 2.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '/admin/orders' })).not.toBeInTheDocument();
  });
});

describe('an order being edited', () => {
  it('counts the units it already took as its own', async () => {
    const sold = {
      ...REMERA,
      variants: REMERA.variants.map((v) => (v.id === 'v-rojo-s' ? { ...v, availableStock: 0 } : v)),
    };
    const form = orderForm({ order: savedOrder('admin', 'processing', 3), products: [sold] });
    expect(form.line(1).getByLabelText('Cantidad')).toHaveValue(3);
    expect(form.line(1).getByText('Disponible: 3')).toBeInTheDocument();
    expect(form.line(1).getByLabelText('Precio unitario')).toHaveValue(9000);
    await fill(form.user, form.line(1).getByLabelText('Cantidad'), '4');
    expect(await findToast('La cantidad máxima disponible es 3.')).toBeInTheDocument();
  });

  it('from the store, changes only the customer, payment and status, its lines as the shopper sent them', async () => {
    const order = savedOrder('storefront', 'pending', 1);
    const form = orderForm({ order });
    form.api.answer(orderRoutes.update, { order });
    expect(
      screen.getByText('Este pedido usa el nuevo sistema de variantes. La edición está limitada.'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 × $9.000,00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar producto' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Cantidad')).not.toBeInTheDocument();
    await fill(form.user, screen.getByLabelText('Nombre del cliente'), 'Diego Editado');
    await choose(form.user, screen.getByLabelText('Método de pago'), 'Efectivo');
    await choose(form.user, screen.getByLabelText('Estado'), 'En Proceso');
    await form.user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await findToast('Información del pedido actualizada correctamente.')).toBeInTheDocument();
    await waitFor(() =>
      expect(form.api.sentTo(orderRoutes.update)[0]?.body).toEqual({
        customerName: 'Diego Editado',
        customerEmail: null,
        customerPhone: '11 2222 3333',
        paymentMethod: 'cash',
        status: 'processing',
      }),
    );
  });
});
