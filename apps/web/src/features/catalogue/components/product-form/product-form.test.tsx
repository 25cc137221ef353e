import { type Attribute, catalogueRoutes, type ProductDetail } from '@vidriera/core';
import { screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { adminScreen, fill } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { findToast } from '@/test/toasts';
import { emptyProductForm } from '../../utils/product-form';
import { ProductForm } from './product-form';

/*
 * Product form version B, creating a product (docs/product/catalogue.md):
 * the rules it checks before sending, with the messages under each input,
 * the variants it generates from the chosen attributes, what it sends and
 * what it does with the server's answer.
 */

const value = (id: string, displayValue: string, sortOrder: number) => ({
  id,
  value: id,
  displayValue,
  hexColor: null,
  sortOrder,
});
const COLOR: Attribute = {
  id: 'attr-color',
  name: 'color',
  displayName: 'Color',
  type: 'select',
  isRequired: true,
  sortOrder: 0,
  productCount: 0,
  values: [value('rojo', 'Rojo', 0), value('azul', 'Azul', 1)],
};
const TALLE: Attribute = {
  id: 'attr-talle',
  name: 'talle',
  displayName: 'Talle',
  type: 'select',
  isRequired: true,
  sortOrder: 1,
  productCount: 0,
  values: [value('s', 'S', 0), value('m', 'M', 1), value('l', 'L', 2)],
};

function newProduct() {
  const api = fakeApi();
  api.answer(catalogueRoutes.listCategories, { categories: [] });
  const user = adminScreen(<ProductForm initialValues={emptyProductForm()} attributes={[COLOR, TALLE]} />, {
    path: '/admin/products/new',
    elsewhere: ['/admin/products', '/admin/attributes'],
  });
  const variant = (n: number) => within(screen.getByRole('listitem', { name: `Variante ${n}` }));
  const save = () => user.click(screen.getByRole('button', { name: 'Guardar Producto' }));
  const fillBasics = async () => {
    await fill(user, screen.getByLabelText('Nombre'), 'Remera Lisa');
    await fill(user, screen.getByLabelText('Precio base ($)'), '1500.50');
  };
  const generate = async (...attributes: string[]) => {
    for (const name of attributes) await user.click(screen.getByRole('switch', { name }));
    await user.click(screen.getByRole('button', { name: 'Generar todas las combinaciones' }));
  };
  return { api, user, variant, save, fillBasics, generate };
}

const variants = () => screen.getAllByRole('listitem', { name: /^Variante \d+$/ });

describe('the product form', () => {
  it('says what is missing before sending anything', async () => {
    const form = newProduct();
    await form.save();
    expect(await screen.findByText('El nombre debe tener al menos 3 caracteres')).toBeInTheDocument();
    expect(screen.getByText('El precio debe ser un monto válido')).toBeInTheDocument();
    await fill(form.user, screen.getByLabelText('Precio base ($)'), '-5');
    await form.save();
    expect(await screen.findByText('El precio no puede ser negativo')).toBeInTheDocument();
    expect(form.api.sentTo(catalogueRoutes.createProduct)).toHaveLength(0);
  });

  it('makes one variant per combination of the chosen attributes’ values', async () => {
    const form = newProduct();
    expect(variants()).toHaveLength(1);
    expect(variants()[0]).toHaveTextContent('Variante predeterminada');
    await form.generate('Color', 'Talle');
    expect(variants()).toHaveLength(6);
    const combinations = variants().map((row) =>
      within(row)
        .getAllByRole<HTMLSelectElement>('combobox')
        .map((select) => select.selectedOptions[0]?.textContent)
        .join('/'),
    );
    expect(combinations).toEqual(['Rojo/S', 'Rojo/M', 'Rojo/L', 'Azul/S', 'Azul/M', 'Azul/L']);
  });

  it('keeps what was typed when the combinations are generated again, and merges variants when an attribute goes', async () => {
    const form = newProduct();
    await form.generate('Color', 'Talle');
    await fill(form.user, form.variant(1).getByLabelText('SKU'), 'ROJO-S');
    await fill(form.user, form.variant(1).getByLabelText('Stock'), '4');
    await fill(form.user, form.variant(2).getByLabelText('Stock'), '2');
    await fill(form.user, form.variant(4).getByLabelText('Stock'), '3');
    await form.user.click(screen.getByRole('button', { name: 'Generar todas las combinaciones' }));
    expect(form.variant(1).getByLabelText('SKU')).toHaveValue('ROJO-S');

    // Without sizes, Rojo/S, Rojo/M and Rojo/L are one variant: the first, with the units of all three.
    await form.user.click(screen.getByRole('switch', { name: 'Talle' }));
    expect(variants()).toHaveLength(2);
    expect(form.variant(1).getByLabelText('SKU')).toHaveValue('ROJO-S');
    expect(form.variant(1).getByLabelText('Stock')).toHaveValue(6);
    expect(form.variant(2).getByLabelText('Stock')).toHaveValue(3);
  });

  it('shows each variant’s final price from the base price and its adjustment', async () => {
    const form = newProduct();
    await form.fillBasics();
    await form.generate('Color');
    await fill(form.user, form.variant(2).getByLabelText('Ajuste de precio ($)'), '200');
    expect(form.variant(1).getByTestId('variant-final-price')).toHaveTextContent('$1.500,50');
    expect(form.variant(2).getByTestId('variant-final-price')).toHaveTextContent('$1.700,50');
  });

  it('refuses what the server would: negative stock, a final price under zero, two variants alike', async () => {
    const form = newProduct();
    await form.fillBasics();
    await form.generate('Color');
    await fill(form.user, form.variant(1).getByLabelText('Stock'), '-1');
    await fill(form.user, form.variant(2).getByLabelText('Ajuste de precio ($)'), '-2000');
    await form.save();
    expect(await form.variant(1).findByText('El stock no puede ser negativo')).toBeInTheDocument();
    expect(form.variant(2).getByText('El precio final de una variante no puede ser negativo.')).toBeInTheDocument();

    await fill(form.user, form.variant(1).getByLabelText('Stock'), '2');
    await fill(form.user, form.variant(2).getByLabelText('Ajuste de precio ($)'), '0');
    await form.user.selectOptions(form.variant(2).getByRole('combobox', { name: 'Color' }), 'Rojo');
    await form.save();
    expect(
      await form.variant(2).findByText('Hay dos variantes con la misma combinación de atributos.'),
    ).toBeInTheDocument();
    expect(form.variant(1).queryByText('El stock no puede ser negativo')).not.toBeInTheDocument();
    expect(form.api.sentTo(catalogueRoutes.createProduct)).toHaveLength(0);
  });

  it('asks for the value of a variant added by hand, in Spanish, and still names the other rows’ problems', async () => {
    const form = newProduct();
    await form.fillBasics();
    await form.generate('Color');
    await fill(form.user, form.variant(1).getByLabelText('Stock'), '-1');
    await form.user.click(screen.getByRole('button', { name: 'Agregar variante' }));
    expect(variants()).toHaveLength(3);
    await form.save();
    expect(await form.variant(3).findByText('El valor es requerido')).toBeInTheDocument();
    expect(form.variant(1).getByText('El stock no puede ser negativo')).toBeInTheDocument();
    expect(screen.queryByText(/Invalid input/)).not.toBeInTheDocument();
    expect(form.api.sentTo(catalogueRoutes.createProduct)).toHaveLength(0);
  });
});

describe('saving', () => {
  it('sends the product as the API takes it, says so and goes back to the list', async () => {
    const form = newProduct();
    form.api.answer(catalogueRoutes.createProduct, { product: { id: 'p-1' } as ProductDetail });
    await form.fillBasics();
    await form.generate('Color');
    await fill(form.user, form.variant(1).getByLabelText('Stock'), '5');
    await fill(form.user, screen.getByLabelText('Precios por mayor'), 'seis: 8000');
    await form.save();
    expect(
      await screen.findByText('Escribe cantidad y precio separados por ";", por ejemplo 6: 8000; 12: 7000'),
    ).toBeInTheDocument();
    await fill(form.user, screen.getByLabelText('Precios por mayor'), '12: 1200; 6: 1350,50');
    await form.save();
    expect(await findToast('Producto creado correctamente')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '/admin/products' })).toBeInTheDocument();
    const body = form.api.sentTo(catalogueRoutes.createProduct)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Remera Lisa',
      priceCents: 150_050,
      attributeIds: ['attr-color'],
      isActive: true,
      priceTiers: [
        { minQuantity: 12, unitPriceCents: 120_000 },
        { minQuantity: 6, unitPriceCents: 135_050 },
      ],
    });
    expect(body.variants).toMatchObject([
      {
        sku: null,
        stock: 5,
        priceAdjustmentCents: 0,
        isActive: true,
        values: [{ attributeId: 'attr-color', attributeValueId: 'rojo' }],
      },
      {
        sku: null,
        stock: 0,
        priceAdjustmentCents: 0,
        isActive: true,
        values: [{ attributeId: 'attr-color', attributeValueId: 'azul' }],
      },
    ]);
  });

  it('puts the server’s refusal under the input it names, and stays', async () => {
    const form = newProduct();
    form.api.refuse(catalogueRoutes.createProduct, 409, {
      code: 'SKU_TAKEN',
      message: 'Ya hay una variante con el SKU REM-1.',
      field: 'variants.0.sku',
    });
    await form.fillBasics();
    await fill(form.user, form.variant(1).getByLabelText('SKU'), 'REM-1');
    await form.save();
    expect(
      await findToast('Ocurrió un error al guardar el producto. Ya hay una variante con el SKU REM-1.'),
    ).toBeInTheDocument();
    expect(form.variant(1).getByText('Ya hay una variante con el SKU REM-1.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '/admin/products' })).not.toBeInTheDocument();
  });

  it('asks before leaving for the attribute manager with edits unsaved', async () => {
    const form = newProduct();
    await form.user.type(screen.getByLabelText('Nombre'), 'Buzo');
    await form.user.click(screen.getByRole('link', { name: 'Gestionar Atributos' }));
    const ask = await screen.findByRole('alertdialog', { name: '¿Salir sin guardar?' });
    await form.user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByLabelText('Nombre')).toHaveValue('Buzo');
    await form.user.click(screen.getByRole('link', { name: 'Gestionar Atributos' }));
    await form.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Salir sin guardar' }),
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: '/admin/attributes' })).toBeInTheDocument());
  });
});
