import type { AttributeTypeName } from '@vidriera/core';

/** Shapes of the owner catalogue API (docs/API.md "Catalogue (owner)"). */
export interface Category {
  id: string;
  name: string;
  description: string | null;
  createdAt: string;
}

export interface ProductType {
  id: string;
  name: string;
}

export interface AttributeValue {
  id: string;
  value: string;
  displayValue: string;
  hexColor: string | null;
  sortOrder: number;
}

export interface Attribute {
  id: string;
  name: string;
  displayName: string;
  type: AttributeTypeName;
  isRequired: boolean;
  sortOrder: number;
  values: AttributeValue[];
  productCount: number;
}

export interface ProductSummary {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  categoryId: string | null;
  categoryName: string | null;
  isActive: boolean;
  isService: boolean;
  image: string | null;
  variantCount: number;
  totalStock: number;
  hasAttributes: boolean;
  minPriceCents: number;
  maxPriceCents: number;
  createdAt: string;
}

export interface VariantValueDetail {
  attributeId: string;
  attributeValueId: string | null;
  textValue: string | null;
  numberValue: number | null;
  booleanValue: boolean | null;
}

export interface VariantDetail {
  id: string;
  sku: string | null;
  stock: number;
  priceAdjustmentCents: number;
  isActive: boolean;
  values: VariantValueDetail[];
}

export interface ProductDetail {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  categoryId: string | null;
  productTypeId: string | null;
  isActive: boolean;
  isService: boolean;
  requiresStock: boolean;
  images: string[];
  attributeIds: string[];
  createdAt: string;
  variants: VariantDetail[];
}
