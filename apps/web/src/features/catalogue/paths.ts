/** The product list: where both product forms go after a save, a cancel or a product that failed to load (docs/product/catalogue.md). */
export const PRODUCT_LIST_PATH = '/admin/products';

/** Where "Agregar sinónimo" takes the owner: the settings' "Búsqueda" card, the query on a new line of the list. */
export const synonymHref = (query: string) => `/admin/settings?sinonimo=${encodeURIComponent(query)}#busqueda`;
