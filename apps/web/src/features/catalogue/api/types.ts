/** Shapes of the owner catalogue API: the contracts in @vidriera/core. */
export type {
  Attribute,
  AttributeValue,
  Category,
  ProductDetail,
  ProductSummary,
  ProductType,
  VariantDetail,
  VariantValueDetail,
} from '@vidriera/core';
