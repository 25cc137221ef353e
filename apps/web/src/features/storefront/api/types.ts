/** Shapes of the public storefront API (docs/API.md, "Public storefront"). Money in cents. */

export interface PublicCategory {
  id: string;
  name: string;
}

export interface PublicStore {
  id: string;
  name: string;
  slug: string;
  description: string;
  whatsappNumber: string | null;
  instagramHandle: string | null;
  facebookPage: string | null;
  cbu: string | null;
  logoUrl: string | null;
  bannerUrl: string | null;
  categories: PublicCategory[];
}

export interface ProductCardAttribute {
  name: string;
  value: string;
  hexColor: string | null;
}

export interface PublicProductCard {
  id: string;
  slug: string;
  name: string;
  description: string;
  priceCents: number;
  minPriceCents: number;
  maxPriceCents: number;
  availableStock: number;
  variantCount: number;
  category: PublicCategory | null;
  image: string | null;
  attributes: ProductCardAttribute[];
}

export interface PublicProductsPage {
  items: PublicProductCard[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PublicAttributeValue {
  id: string;
  value: string;
  displayValue: string;
  hexColor: string | null;
}

export interface PublicAttribute {
  id: string;
  name: string;
  displayName: string;
  type: string;
  isRequired: boolean;
  values: PublicAttributeValue[];
}

export interface PublicVariantValue {
  attributeId: string;
  attributeValueId: string | null;
  value: string;
}

export interface PublicVariant {
  id: string;
  sku: string | null;
  finalPriceCents: number;
  availableStock: number;
  values: PublicVariantValue[];
}

export interface PublicProduct {
  id: string;
  slug: string;
  name: string;
  description: string;
  priceCents: number;
  category: PublicCategory | null;
  images: string[];
  attributes: PublicAttribute[];
  variants: PublicVariant[];
}
