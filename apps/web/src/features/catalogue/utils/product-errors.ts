import type { Path } from 'react-hook-form';
import type { ProductFormValues } from './product-form';

const TOP: Record<string, Path<ProductFormValues>> = {
  name: 'name',
  description: 'description',
  priceCents: 'price',
  brand: 'brand',
  tags: 'tags',
  gender: 'gender',
  ageGroup: 'ageGroup',
  categoryId: 'categoryId',
  categoryIds: 'moreCategoryIds',
  productTypeId: 'productTypeId',
  variants: 'variants',
};

const VARIANT: Record<string, string> = {
  sku: 'sku',
  stock: 'stock',
  priceAdjustmentCents: 'adjustment',
  barcode: 'barcode',
  compareAtPriceCents: 'compareAt',
  weightGrams: 'weight',
  values: 'values',
};

/**
 * The input a server field names (`variants.2.priceAdjustmentCents` is the
 * third variant's adjustment), or null when the form has no input for it
 * (images, attributes), so the message goes to a toast only.
 */
export function productFormField(field: string | undefined): Path<ProductFormValues> | null {
  if (!field) return null;
  const top = TOP[field];
  if (top) return top;
  const match = /^variants\.(\d+)(?:\.([A-Za-z]+))?/.exec(field);
  if (!match) return null;
  const part = match[2] ? VARIANT[match[2]] : undefined;
  return (part ? `variants.${match[1]}.${part}` : `variants.${match[1]}`) as Path<ProductFormValues>;
}
