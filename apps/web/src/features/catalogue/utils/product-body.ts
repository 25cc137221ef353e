import {
  formatCsvKilograms,
  formatPriceTiersText,
  NULL_SENTINEL,
  type ProductAgeGroup,
  type ProductGender,
  type ProductInput,
  parseCsvKilograms,
  parsePriceTiersText,
  parseTags,
  type VariantInput,
} from '@vidriera/core';
import type { ProductDetail, VariantDetail } from '../api/types';
import { amountText, parseSignedAmountToCents } from './amounts';

/*
 * What both product forms (the product form and the classic one) share when
 * they load a product and save it: the product's own fields (brand and tags
 * too, the tags typed in one input separated by commas) and each variant's
 * SKU, stock, price, barcode, price before and active flag. Each form adds its own shape
 * of attributes and values.
 */

/** The product's own fields as the inputs hold them; "null-value" is the selects' "none". */
export interface ProductBasicsValues {
  name: string;
  description: string;
  price: string;
  brand: string;
  /** Separated by commas. */
  tags: string;
  /** "Precios por mayor": "6: 8000; 12: 7000" (docs/product/orders.md, "Precios por mayor"). */
  priceTiers: string;
  /** Google's value, '' for "Sin indicar" (docs/product/catalogue.md, "Feed de productos"). */
  gender: ProductGender | '';
  ageGroup: ProductAgeGroup | '';
  categoryId: string;
  /** "Otras categorías": the product's categories after the main one. */
  moreCategoryIds: string[];
  productTypeId: string;
  isActive: boolean;
  isService: boolean;
  requiresStock: boolean;
  images: string[];
}

export const emptyProductBasics = (): ProductBasicsValues => ({
  name: '',
  description: '',
  price: '',
  brand: '',
  tags: '',
  priceTiers: '',
  gender: '',
  ageGroup: '',
  categoryId: NULL_SENTINEL,
  moreCategoryIds: [],
  productTypeId: NULL_SENTINEL,
  isActive: true,
  isService: false,
  requiresStock: true,
  images: [],
});

export function productBasicsOf(product: ProductDetail): ProductBasicsValues {
  return {
    name: product.name,
    description: product.description,
    price: amountText(product.priceCents),
    brand: product.brand,
    tags: product.tags.join(', '),
    priceTiers: formatPriceTiersText(product.priceTiers),
    gender: product.gender ?? '',
    ageGroup: product.ageGroup ?? '',
    categoryId: product.categoryId ?? NULL_SENTINEL,
    moreCategoryIds: product.categoryIds.filter((id) => id !== product.categoryId),
    productTypeId: product.productTypeId ?? NULL_SENTINEL,
    isActive: product.isActive,
    isService: product.isService,
    requiresStock: product.requiresStock,
    images: product.images,
  };
}

/** Services and products that do not track stock keep 0 (docs/product/catalogue.md, version A). */
export const tracksStock = (form: Pick<ProductBasicsValues, 'isService' | 'requiresStock'>) =>
  !form.isService && form.requiresStock;

export function productBasicsInput(form: ProductBasicsValues): Omit<ProductInput, 'attributeIds' | 'variants'> {
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    priceCents: parseSignedAmountToCents(form.price) ?? 0,
    brand: form.brand.trim(),
    tags: parseTags(form.tags),
    priceTiers: parsePriceTiersText(form.priceTiers) ?? [],
    gender: form.gender || null,
    ageGroup: form.ageGroup || null,
    // The main category first, then the others (a product without a main one takes the first of them).
    ...categoriesInput(form),
    productTypeId: form.productTypeId === NULL_SENTINEL ? null : form.productTypeId,
    isActive: form.isActive,
    isService: form.isService,
    requiresStock: form.requiresStock,
    images: form.images,
  };
}

function categoriesInput(form: ProductBasicsValues): Pick<ProductInput, 'categoryId' | 'categoryIds'> {
  const main = form.categoryId === NULL_SENTINEL ? [] : [form.categoryId];
  const categoryIds = [...new Set([...main, ...form.moreCategoryIds])];
  return { categoryId: categoryIds[0] ?? null, categoryIds };
}

/** One variant's own fields as the inputs hold them; the forms call the price adjustment differently. */
export interface VariantBasicsValues {
  id?: string | undefined;
  sku: string;
  stock: string;
  isActive: boolean;
  barcode: string;
  /** The price before a promotion, a full price; empty for none. */
  compareAt: string;
  /** Kilograms as typed ("0,25"); empty when unknown. */
  weight: string;
}

export function variantBasicsOf(variant: VariantDetail): VariantBasicsValues & { adjustment: string } {
  return {
    id: variant.id,
    sku: variant.sku ?? '',
    stock: String(variant.stock),
    isActive: variant.isActive,
    adjustment: amountText(variant.priceAdjustmentCents),
    barcode: variant.barcode ?? '',
    compareAt: variant.compareAtPriceCents === null ? '' : amountText(variant.compareAtPriceCents),
    weight: formatCsvKilograms(variant.weightGrams),
  };
}

/** A variant's own fields as the API takes them; `stock` false stores 0 (see tracksStock). */
export function variantBasicsInput(
  variant: VariantBasicsValues,
  adjustment: string,
  stock: boolean,
): Omit<VariantInput, 'values'> {
  return {
    ...(variant.id ? { id: variant.id } : {}),
    sku: variant.sku.trim() || null,
    stock: stock ? Number(variant.stock) : 0,
    priceAdjustmentCents: parseSignedAmountToCents(adjustment) ?? 0,
    isActive: variant.isActive,
    barcode: variant.barcode.trim() || null,
    compareAtPriceCents: variant.compareAt.trim() ? (parseSignedAmountToCents(variant.compareAt) ?? null) : null,
    weightGrams: variant.weight.trim() ? parseCsvKilograms(variant.weight) : null,
  };
}
