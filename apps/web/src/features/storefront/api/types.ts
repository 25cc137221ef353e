/** Shapes of the public storefront API: the contracts in @vidriera/core. Money in cents. */
export type {
  ProductCardAttribute,
  PublicAttribute,
  PublicAttributeValue,
  PublicCategory,
  PublicProduct,
  PublicProductCard,
  PublicProductsPage,
  PublicStore,
  PublicVariant,
  PublicVariantValue,
} from '@vidriera/core';
