import { NULL_SENTINEL, type ProductInput, type VariantValueInput } from '@vidriera/core';
import type { Attribute, ProductDetail, VariantValueDetail } from '../api/types';
import { amountText, parseSignedAmountToCents } from './amounts';

/** One variant as typed; `values` maps an attribute id to the chosen value id, text, number or "true"/"false". */
export interface VariantFormValue {
  id?: string | undefined;
  sku: string;
  stock: string;
  adjustment: string;
  isActive: boolean;
  values: Record<string, string>;
  /** Its own pictures, among the product's (docs/product/catalogue.md, "Fotos por variante"). */
  images?: string[] | undefined;
}

/** Both versions of the product form edit this; version B leaves type, service and stock flags as loaded. */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  categoryId: string;
  productTypeId: string;
  isActive: boolean;
  isService: boolean;
  requiresStock: boolean;
  images: string[];
  attributeIds: string[];
  variants: VariantFormValue[];
}

export const blankVariant = (): VariantFormValue => ({ sku: '', stock: '0', adjustment: '0', isActive: true, values: {} });

export const emptyProductForm = (): ProductFormValues => ({
  name: '',
  description: '',
  price: '',
  categoryId: NULL_SENTINEL,
  productTypeId: NULL_SENTINEL,
  isActive: true,
  isService: false,
  requiresStock: true,
  images: [],
  attributeIds: [],
  variants: [blankVariant()],
});

/** Services and products that do not track stock keep 0 (docs/product/catalogue.md, version A). */
export const tracksStock = (form: Pick<ProductFormValues, 'isService' | 'requiresStock'>) => !form.isService && form.requiresStock;

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
    name: product.name,
    description: product.description,
    price: amountText(product.priceCents),
    categoryId: product.categoryId ?? NULL_SENTINEL,
    productTypeId: product.productTypeId ?? NULL_SENTINEL,
    isActive: product.isActive,
    isService: product.isService,
    requiresStock: product.requiresStock,
    images: product.images,
    attributeIds: product.attributeIds,
    variants: product.variants.map((v) => ({
      id: v.id,
      sku: v.sku ?? '',
      stock: String(v.stock),
      adjustment: amountText(v.priceAdjustmentCents),
      isActive: v.isActive,
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
    name: form.name.trim(),
    description: form.description.trim(),
    priceCents: parseSignedAmountToCents(form.price) ?? 0,
    categoryId: form.categoryId === NULL_SENTINEL ? null : form.categoryId,
    productTypeId: form.productTypeId === NULL_SENTINEL ? null : form.productTypeId,
    isActive: form.isActive,
    isService: form.isService,
    requiresStock: form.requiresStock,
    images: form.images,
    attributeIds: chosen.map((a) => a.id),
    variants: variants.map((v) => ({
      ...(v.id ? { id: v.id } : {}),
      sku: v.sku.trim() || null,
      stock: stock ? Number(v.stock) : 0,
      priceAdjustmentCents: parseSignedAmountToCents(v.adjustment) ?? 0,
      isActive: v.isActive,
      values: chosen.flatMap((a) => variantValueInput(a, v.values[a.id]) ?? []),
      images: (v.images ?? []).filter((url) => form.images.includes(url)),
    })),
  };
}
