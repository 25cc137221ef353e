import { NULL_SENTINEL, type ProductInput } from '@vidriera/core';
import type { Attribute, ProductDetail } from '../api/types';
import { amountText, parseSignedAmountToCents } from './amounts';
import { tracksStock, valueTextOf, variantValueInput } from './product-form';

/** Version A: each variant lists its own attribute/value pairs, chosen one by one. */
export interface LegacyAttributeValue {
  attributeId: string;
  value: string;
}

export interface LegacyVariant {
  id?: string | undefined;
  sku: string;
  priceModifier: string;
  stock: string;
  isActive: boolean;
  values: LegacyAttributeValue[];
}

export interface LegacyProductFormValues {
  name: string;
  description: string;
  price: string;
  categoryId: string;
  productTypeId: string;
  isService: boolean;
  requiresStock: boolean;
  isActive: boolean;
  images: string[];
  variants: LegacyVariant[];
}

export const blankLegacyVariant = (): LegacyVariant => ({ sku: '', priceModifier: '0', stock: '0', isActive: true, values: [] });

export const emptyLegacyForm = (): LegacyProductFormValues => ({
  name: '',
  description: '',
  price: '',
  categoryId: NULL_SENTINEL,
  productTypeId: NULL_SENTINEL,
  isService: false,
  requiresStock: true,
  isActive: true,
  images: [],
  variants: [blankLegacyVariant()],
});

export function legacyValuesOfProduct(product: ProductDetail): LegacyProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: amountText(product.priceCents),
    categoryId: product.categoryId ?? NULL_SENTINEL,
    productTypeId: product.productTypeId ?? NULL_SENTINEL,
    isService: product.isService,
    requiresStock: product.requiresStock,
    isActive: product.isActive,
    images: product.images,
    variants: product.variants.map((v) => ({
      id: v.id,
      sku: v.sku ?? '',
      priceModifier: amountText(v.priceAdjustmentCents),
      stock: String(v.stock),
      isActive: v.isActive,
      values: v.values.map((x) => ({ attributeId: x.attributeId, value: valueTextOf(x) })),
    })),
  };
}

/** The product's attributes are those its variants use, in the store's order. */
export function legacyToProductInput(form: LegacyProductFormValues, attributes: Attribute[]): ProductInput {
  const used = new Set(form.variants.flatMap((v) => v.values.map((x) => x.attributeId)));
  const byId = new Map(attributes.map((a) => [a.id, a]));
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
    attributeIds: attributes.filter((a) => used.has(a.id)).map((a) => a.id),
    variants: form.variants.map((v) => ({
      ...(v.id ? { id: v.id } : {}),
      sku: v.sku.trim() || null,
      stock: stock ? Number(v.stock) : 0,
      priceAdjustmentCents: parseSignedAmountToCents(v.priceModifier) ?? 0,
      isActive: v.isActive,
      values: v.values.flatMap((x) => {
        const attribute = byId.get(x.attributeId);
        return attribute ? (variantValueInput(attribute, x.value) ?? []) : [];
      }),
    })),
  };
}
