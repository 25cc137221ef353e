import type { ProductInput } from '@vidriera/core';
import type { Attribute, ProductDetail } from '../api/types';
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
import { valueTextOf, variantValueInput } from './product-form';

/** Version A: each variant lists its own attribute/value pairs, chosen one by one. */
export interface ClassicAttributeValue {
  attributeId: string;
  value: string;
}

export interface ClassicVariant extends VariantBasicsValues {
  priceModifier: string;
  values: ClassicAttributeValue[];
}

export interface ClassicProductFormValues extends ProductBasicsValues {
  variants: ClassicVariant[];
}

export const blankClassicVariant = (): ClassicVariant => ({
  sku: '',
  priceModifier: '0',
  stock: '0',
  isActive: true,
  barcode: '',
  compareAt: '',
  weight: '',
  values: [],
});

export const emptyClassicForm = (): ClassicProductFormValues => ({
  ...emptyProductBasics(),
  variants: [blankClassicVariant()],
});

export function classicValuesOfProduct(product: ProductDetail): ClassicProductFormValues {
  return {
    ...productBasicsOf(product),
    variants: product.variants.map((v) => {
      const { adjustment, ...basics } = variantBasicsOf(v);
      return {
        ...basics,
        priceModifier: adjustment,
        values: v.values.map((x) => ({ attributeId: x.attributeId, value: valueTextOf(x) })),
      };
    }),
  };
}

/** The product's attributes are those its variants use, in the store's order. */
export function classicToProductInput(form: ClassicProductFormValues, attributes: Attribute[]): ProductInput {
  const used = new Set(form.variants.flatMap((v) => v.values.map((x) => x.attributeId)));
  const byId = new Map(attributes.map((a) => [a.id, a]));
  const stock = tracksStock(form);
  return {
    ...productBasicsInput(form),
    attributeIds: attributes.filter((a) => used.has(a.id)).map((a) => a.id),
    variants: form.variants.map((v) => ({
      ...variantBasicsInput(v, v.priceModifier, stock),
      values: v.values.flatMap((x) => {
        const attribute = byId.get(x.attributeId);
        return attribute ? (variantValueInput(attribute, x.value) ?? []) : [];
      }),
    })),
  };
}
