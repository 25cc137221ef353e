import type { ProductInput, VariantValueInput } from '@vidriera/core';
import type { Attribute, ProductDetail, VariantValueDetail } from '../api/types';
import {
  emptyProductBasics,
  type ProductBasicsValues,
  productBasicsInput,
  productBasicsOf,
  tracksStock,
  type VariantBasicsValues,
  variantBasicsInput,
  variantBasicsOf,
} from './product-body';

/** One variant as typed; `values` maps an attribute id to the chosen value id, text, number or "true"/"false". */
export interface VariantFormValue extends VariantBasicsValues {
  adjustment: string;
  /** Attribute id → typed value; a row added by hand has none until the merchant types it. */
  values: Partial<Record<string, string>>;
  /** Its own pictures, among the product's (docs/product/catalogue.md, "Fotos por variante"). */
  images?: string[] | undefined;
}

/** The product form's values; it leaves type, service and stock flags as loaded. */
export interface ProductFormValues extends ProductBasicsValues {
  attributeIds: string[];
  variants: VariantFormValue[];
}

export const blankVariant = (): VariantFormValue => ({
  sku: '',
  stock: '0',
  adjustment: '0',
  isActive: true,
  barcode: '',
  compareAt: '',
  weight: '',
  values: {},
});

export const emptyProductForm = (): ProductFormValues => ({
  ...emptyProductBasics(),
  attributeIds: [],
  variants: [blankVariant()],
});

/** A saved value as the form's inputs hold it. */
export function valueTextOf(value: VariantValueDetail): string {
  if (value.attributeValueId) return value.attributeValueId;
  if (value.textValue !== null) return value.textValue;
  if (value.numberValue !== null) return String(value.numberValue);
  if (value.booleanValue !== null) return String(value.booleanValue);
  return '';
}

export function formValuesOfProduct(product: ProductDetail): ProductFormValues {
  return {
    ...productBasicsOf(product),
    attributeIds: product.attributeIds,
    variants: product.variants.map((v) => ({
      ...variantBasicsOf(v),
      values: Object.fromEntries(v.values.map((x) => [x.attributeId, valueTextOf(x)])),
      images: v.images,
    })),
  };
}

/** The API entry for one typed value, by the attribute's type; null when nothing was given. */
export function variantValueInput(attribute: Attribute, typed: string | undefined): VariantValueInput | null {
  const text = (typed ?? '').trim();
  // A switch always has an answer: untouched means "no".
  if (attribute.type === 'boolean') return { attributeId: attribute.id, booleanValue: text === 'true' };
  if (!text) return null;
  switch (attribute.type) {
    case 'select':
      return { attributeId: attribute.id, attributeValueId: text };
    case 'text':
      return { attributeId: attribute.id, textValue: text };
    case 'number':
      return { attributeId: attribute.id, numberValue: Number(text.replace(',', '.')) };
  }
}

/**
 * The variants a save keeps: a new product with no attribute chosen is
 * created with one default variant, the first (docs/product/catalogue.md, version B). An
 * existing product keeps them all (the older form may have given it several).
 */
export function savedVariants<T>(variants: T[], attributeCount: number, isNew: boolean): T[] {
  return attributeCount === 0 && isNew ? variants.slice(0, 1) : variants;
}

/** The validated form as the API takes it. */
export function toProductInput(form: ProductFormValues, attributes: Attribute[], isNew: boolean): ProductInput {
  const chosen = attributes.filter((a) => form.attributeIds.includes(a.id));
  const variants = savedVariants(form.variants, chosen.length, isNew);
  const stock = tracksStock(form);
  return {
    ...productBasicsInput(form),
    attributeIds: chosen.map((a) => a.id),
    variants: variants.map((v) => ({
      ...variantBasicsInput(v, v.adjustment, stock),
      values: chosen.flatMap((a) => variantValueInput(a, v.values[a.id]) ?? []),
      images: (v.images ?? []).filter((url) => form.images.includes(url)),
    })),
  };
}
