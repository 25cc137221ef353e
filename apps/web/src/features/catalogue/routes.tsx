import type { RouteObject } from 'react-router';

const productForm = () => import('./pages/product-form-page').then((m) => ({ Component: m.ProductFormPage }));
const legacyProductForm = () => import('./pages/legacy-product-form-page').then((m) => ({ Component: m.LegacyProductFormPage }));

/** Catalogue screens under /admin: products, legacy products, attributes, categories. */
export const catalogueRoutes: RouteObject[] = [
  { path: 'products', lazy: () => import('./pages/products-page').then((m) => ({ Component: m.ProductsPage })) },
  { path: 'products/new', lazy: productForm },
  { path: 'products/:id/edit', lazy: productForm },
  { path: 'products/legacy', lazy: () => import('./pages/legacy-products-page').then((m) => ({ Component: m.LegacyProductsPage })) },
  { path: 'products/legacy/new', lazy: legacyProductForm },
  { path: 'products/legacy/:id/edit', lazy: legacyProductForm },
  { path: 'attributes', lazy: () => import('./pages/attributes-page').then((m) => ({ Component: m.AttributesPage })) },
  { path: 'categories', lazy: () => import('./pages/categories-page').then((m) => ({ Component: m.CategoriesPage })) },
];
