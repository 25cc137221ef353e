import type { RouteObject } from 'react-router';

const productForm = () => import('./pages/product-form-page').then((m) => ({ Component: m.ProductFormPage }));
const classicProductForm = () =>
  import('./pages/classic-product-form-page').then((m) => ({ Component: m.ClassicProductFormPage }));

/**
 * Catalogue screens under /admin: products, attributes, categories, what shoppers search. Products
 * have two live views over the same data (docs/product/catalogue.md): the
 * product form and list (`components/product-form`, `products`: attributes
 * switched on per product and variants generated from them; the default) and
 * the classic ones (`components/classic`: each variant picks its own values,
 * product types, services; kept at the /admin/products/legacy paths, docs/product/catalogue.md).
 */
export const catalogueRoutes: RouteObject[] = [
  { path: 'products', lazy: () => import('./pages/products-page').then((m) => ({ Component: m.ProductsPage })) },
  { path: 'products/new', lazy: productForm },
  { path: 'products/:id/edit', lazy: productForm },
  {
    path: 'products/legacy',
    lazy: () => import('./pages/classic-products-page').then((m) => ({ Component: m.ClassicProductsPage })),
  },
  { path: 'products/legacy/new', lazy: classicProductForm },
  { path: 'products/legacy/:id/edit', lazy: classicProductForm },
  { path: 'attributes', lazy: () => import('./pages/attributes-page').then((m) => ({ Component: m.AttributesPage })) },
  {
    path: 'searches',
    lazy: () => import('./pages/search-statistics-page').then((m) => ({ Component: m.SearchStatisticsPage })),
  },
  { path: 'categories', lazy: () => import('./pages/categories-page').then((m) => ({ Component: m.CategoriesPage })) },
];
