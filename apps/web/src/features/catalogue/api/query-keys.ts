/** Every catalogue query lives under this root, so one invalidation can refresh them all. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  categories: ['catalogue', 'categories'] as const,
  productTypes: ['catalogue', 'product-types'] as const,
  attributes: ['catalogue', 'attributes'] as const,
  products: ['catalogue', 'products'] as const,
  productList: (category: string, q = '') => ['catalogue', 'products', 'list', category, q] as const,
  searchStatistics: ['catalogue', 'search-statistics'] as const,
  product: (id: string) => ['catalogue', 'products', 'detail', id] as const,
};
