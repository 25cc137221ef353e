/** The product list: where both product forms go after a save, a cancel or a product that failed to load (docs/product/catalogue.md). */
export const PRODUCT_LIST_PATH = '/admin/products';
