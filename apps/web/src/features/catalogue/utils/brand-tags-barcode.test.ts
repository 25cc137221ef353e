import { describe, expect, it } from 'vitest';
import { classicProductFormSchema } from './classic-product-form-schema';
import { emptyClassicForm } from './classic-product-form';
import { productBasicsInput, variantBasicsInput } from './product-body';
import { emptyProductForm } from './product-form';
import { productFormSchema } from './product-form-schema';

/*
 * Brand, tags, barcode and "Precio anterior" in both product forms
 * (docs/product/catalogue.md, "Marca, código de barras, etiquetas y precio
 * anterior"): what is typed reaches the API as it takes it, and what it
 * refuses is refused in the form with the server's own words.
 */
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the product forms send brand, tags, barcode and price before', () => {
  it('as the API takes them: tags split by commas, each once; empty barcode and price before are none', () => {
    const form = {
      ...emptyProductForm(),
      name: 'Zapatilla',
      price: '10000',
      brand: '  Topper ',
      tags: 'urbana, Otoño , ,otoño, running',
    };
    expect(productBasicsInput(form)).toMatchObject({ brand: 'Topper', tags: ['urbana', 'Otoño', 'running'] });
    const variant = {
      sku: '',
      stock: '1',
      isActive: true,
      barcode: ' 7790000000027 ',
      compareAt: '12500,50',
      weight: '0,25',
    };
    expect(variantBasicsInput(variant, '0', true)).toMatchObject({
      barcode: '7790000000027',
      compareAtPriceCents: 1_250_050,
      weightGrams: 250,
    });
    expect(variantBasicsInput({ ...variant, barcode: ' ', compareAt: '', weight: '' }, '0', true)).toMatchObject({
      barcode: null,
      compareAtPriceCents: null,
      weightGrams: null,
    });
  });

  it('the main category first, then the others, once each; none but others makes the first of them the main one', () => {
    const [a, b, c] = [
      '0f8fad5b-d9cb-469f-a165-70867728950a',
      '0f8fad5b-d9cb-469f-a165-70867728950b',
      '0f8fad5b-d9cb-469f-a165-70867728950c',
    ];
    const form = { ...emptyProductForm(), name: 'Zapatilla', price: '1', categoryId: a, moreCategoryIds: [b, a, c] };
    expect(productBasicsInput(form)).toMatchObject({ categoryId: a, categoryIds: [a, b, c] });
    expect(productBasicsInput({ ...form, categoryId: 'null-value', moreCategoryIds: [c] })).toMatchObject({
      categoryId: c,
      categoryIds: [c],
    });
    expect(productBasicsInput({ ...form, categoryId: 'null-value', moreCategoryIds: [] })).toMatchObject({
      categoryId: null,
      categoryIds: [],
    });
  });
});

describe("the product forms refuse what the server refuses, in the server's words", () => {
  const bad = {
    brand: 'M'.repeat(81),
    tags: Array.from({ length: 31 }, (_, i) => `etiqueta ${i}`).join(', '),
  };
  const badVariant = { barcode: '7'.repeat(65), compareAt: '-5', weight: 'mucho' };

  it('the main product form', () => {
    const form = emptyProductForm();
    const result = productFormSchema([], true).safeParse({
      ...form,
      name: 'Zapatilla',
      price: '100',
      ...bad,
      variants: [{ ...form.variants[0], ...badVariant }],
    });
    expect(messages(result)).toMatchObject({
      brand: 'La marca no puede superar los 80 caracteres',
      tags: 'Un producto puede tener hasta 30 etiquetas',
      'variants.0.barcode': 'El código de barras no puede superar los 64 caracteres',
      'variants.0.compareAt': 'El precio anterior no puede ser negativo',
      'variants.0.weight': 'Escribe el peso en kilos, por ejemplo 0,25',
    });
  });

  it('the classic form', () => {
    const form = emptyClassicForm();
    const result = classicProductFormSchema([]).safeParse({
      ...form,
      name: 'Zapatilla',
      price: '100',
      ...bad,
      variants: [{ ...form.variants[0], ...badVariant, compareAt: '12,345' }],
    });
    expect(messages(result)).toMatchObject({
      brand: 'La marca no puede superar los 80 caracteres',
      tags: 'Un producto puede tener hasta 30 etiquetas',
      'variants.0.barcode': 'El código de barras no puede superar los 64 caracteres',
      'variants.0.compareAt': 'El precio anterior debe ser un monto válido',
      'variants.0.weight': 'Escribe el peso en kilos, por ejemplo 0,25',
    });
  });

  it('refuses a tag of more than 40 characters', () => {
    const form = emptyProductForm();
    const result = productFormSchema([], true).safeParse({
      ...form,
      name: 'Zapatilla',
      price: '100',
      tags: 'a'.repeat(41),
    });
    expect(messages(result)).toMatchObject({ tags: 'Una etiqueta no puede superar los 40 caracteres' });
  });
});
