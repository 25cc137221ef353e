import { z } from 'zod';
import { attributeCreateSchema, attributeUpdateSchema, categoryInputSchema, productTypeInputSchema } from './catalogue';
import { productInputSchema } from './product-input';
import { productListQuerySchema, searchStatisticsSchema } from './product-search';
import {
  attributeSchema,
  catalogueImportPreviewSchema,
  catalogueImportSchema,
  catalogueImportStatusSchema,
  categorySchema,
  feedLeftOutSchema,
  importPicturesReportSchema,
  latestCatalogueImportSchema,
  photoZipResultSchema,
  productDetailSchema,
  productSummarySchema,
  productTypeSchema,
  variantStockListSchema,
} from './catalogue-contracts';
import { noContent } from '../shared/common-contracts';
import { PRODUCT_NOT_FOUND } from '../storefront/public-contracts';
import { defineRoute } from '../shared/define-route';

/** The `:id` of a catalogue row in an address. */
export const catalogueIdParamsSchema = z.object({ id: z.uuid({ error: 'Identificador inválido.' }) });
export const productIdParamsSchema = z.object({ id: z.uuid({ error: PRODUCT_NOT_FOUND }) });
export const variantStockQuerySchema = z.object({ productId: z.uuid({ error: PRODUCT_NOT_FOUND }).optional() });

const access = 'owner';
const params = catalogueIdParamsSchema;
const categoryAnswer = z.object({ category: categorySchema });
const attributeAnswer = z.object({ attribute: attributeSchema });
const productAnswer = z.object({ product: productDetailSchema });

/** The owner's catalogue (docs/product/catalogue.md): categories, product types, attributes, products, pictures, the CSV file. */
export const catalogueRoutes = {
  listCategories: defineRoute({
    method: 'GET',
    path: '/api/catalogue/categories',
    access,
    summary: 'Las categorías de la tienda',
    responses: { 200: z.object({ categories: z.array(categorySchema) }) },
  }),
  createCategory: defineRoute({
    method: 'POST',
    path: '/api/catalogue/categories',
    access,
    summary: 'Crear una categoría',
    errors: [409],
    body: categoryInputSchema,
    responses: { 201: categoryAnswer },
  }),
  updateCategory: defineRoute({
    method: 'PUT',
    path: '/api/catalogue/categories/:id',
    access,
    summary: 'Editar una categoría',
    errors: [409],
    params,
    body: categoryInputSchema,
    responses: { 200: categoryAnswer },
  }),
  deleteCategory: defineRoute({
    method: 'DELETE',
    path: '/api/catalogue/categories/:id',
    access,
    summary: 'Eliminar una categoría sin subcategorías',
    errors: [409],
    params,
    responses: { 204: noContent },
  }),
  listProductTypes: defineRoute({
    method: 'GET',
    path: '/api/catalogue/product-types',
    access,
    summary: 'Los tipos de producto de la tienda',
    responses: { 200: z.object({ productTypes: z.array(productTypeSchema) }) },
  }),
  createProductType: defineRoute({
    method: 'POST',
    path: '/api/catalogue/product-types',
    access,
    summary: 'Crear un tipo de producto',
    body: productTypeInputSchema,
    responses: { 201: z.object({ productType: productTypeSchema }) },
  }),
  deleteProductType: defineRoute({
    method: 'DELETE',
    path: '/api/catalogue/product-types/:id',
    access,
    summary: 'Eliminar un tipo de producto',
    params,
    responses: { 204: noContent },
  }),
  listAttributes: defineRoute({
    method: 'GET',
    path: '/api/catalogue/attributes',
    access,
    summary: 'Los atributos de la tienda con sus valores',
    responses: { 200: z.object({ attributes: z.array(attributeSchema) }) },
  }),
  createAttribute: defineRoute({
    method: 'POST',
    path: '/api/catalogue/attributes',
    access,
    summary: 'Crear un atributo',
    errors: [409],
    body: attributeCreateSchema,
    responses: { 201: attributeAnswer },
  }),
  updateAttribute: defineRoute({
    method: 'PUT',
    path: '/api/catalogue/attributes/:id',
    access,
    summary: 'Editar un atributo y sus valores',
    errors: [409],
    params,
    body: attributeUpdateSchema,
    responses: { 200: attributeAnswer },
  }),
  deleteAttribute: defineRoute({
    method: 'DELETE',
    path: '/api/catalogue/attributes/:id',
    access,
    summary: 'Eliminar un atributo',
    params,
    responses: { 204: noContent },
  }),
  listProducts: defineRoute({
    method: 'GET',
    path: '/api/catalogue/products',
    access,
    summary: 'Productos, los más nuevos primero, con variantes y stock total; con `q`, lo que encuentra la búsqueda',
    query: productListQuerySchema,
    responses: { 200: z.object({ products: z.array(productSummarySchema) }) },
  }),
  searchStatistics: defineRoute({
    method: 'GET',
    path: '/api/catalogue/search-statistics',
    access,
    summary: 'Lo que más buscaron en la tienda en los últimos 30 días, y lo que no encontró nada',
    responses: { 200: searchStatisticsSchema },
  }),
  variantStock: defineRoute({
    method: 'GET',
    path: '/api/catalogue/variant-stock',
    access,
    summary: 'Stock de cada variante: en mano, reservado, pedidos que reservan y disponible',
    query: variantStockQuerySchema,
    responses: { 200: variantStockListSchema },
  }),
  getProduct: defineRoute({
    method: 'GET',
    path: '/api/catalogue/products/:id',
    access,
    summary: 'Un producto con sus variantes',
    params: productIdParamsSchema,
    responses: { 200: productAnswer },
  }),
  createProduct: defineRoute({
    method: 'POST',
    path: '/api/catalogue/products',
    access,
    summary: 'Crear un producto con sus variantes',
    errors: [409],
    body: productInputSchema,
    responses: { 201: productAnswer },
  }),
  updateProduct: defineRoute({
    method: 'PUT',
    path: '/api/catalogue/products/:id',
    access,
    summary: 'Editar un producto y sus variantes',
    errors: [409],
    params: productIdParamsSchema,
    body: productInputSchema,
    responses: { 200: productAnswer },
  }),
  deleteProduct: defineRoute({
    method: 'DELETE',
    path: '/api/catalogue/products/:id',
    access,
    summary: 'Eliminar un producto',
    params: productIdParamsSchema,
    responses: { 204: noContent },
  }),
  uploadProductImage: defineRoute({
    method: 'POST',
    path: '/api/catalogue/product-images',
    access,
    summary: 'Subir una foto de producto (multipart/form-data, campo `file`); el formulario guarda luego su URL',
    errors: [429],
    responses: { 201: z.object({ url: z.string() }) },
  }),
  exportCsv: defineRoute({
    method: 'GET',
    path: '/api/catalogue/products/export.csv',
    access,
    summary: 'El catálogo como planilla CSV',
    produces: 'text/csv',
    responses: {},
  }),
  previewImport: defineRoute({
    method: 'POST',
    path: '/api/catalogue/products/import/preview',
    access,
    summary: 'Revisar una planilla CSV sin guardar nada',
    body: catalogueImportSchema,
    responses: { 200: catalogueImportPreviewSchema },
  }),
  import: defineRoute({
    method: 'POST',
    path: '/api/catalogue/products/import',
    access,
    summary: 'Confirmar una planilla CSV: se revisa y se importa en segundo plano (202 y el estado de la importación)',
    errors: [409],
    body: catalogueImportSchema,
    responses: { 202: catalogueImportStatusSchema },
  }),
  latestImport: defineRoute({
    method: 'GET',
    path: '/api/catalogue/products/import/latest',
    access,
    summary: 'La última importación de la tienda y su avance',
    responses: { 200: latestCatalogueImportSchema },
  }),
  importPhotos: defineRoute({
    method: 'POST',
    path: '/api/catalogue/products/import/photos',
    access,
    summary: 'Subir fotos en un ZIP (multipart/form-data, campo `file`), nombradas por identificador de URL o SKU',
    responses: { 200: photoZipResultSchema },
  }),
  feedLeftOut: defineRoute({
    method: 'GET',
    path: '/api/catalogue/feed-left-out',
    access,
    summary: 'Los productos activos que el feed deja fuera, y por qué (sin foto: Google y Meta no los aceptan)',
    responses: { 200: feedLeftOutSchema },
  }),
  importPictures: defineRoute({
    method: 'GET',
    path: '/api/catalogue/products/import/pictures',
    access,
    summary: 'Las fotos de la última importación: cuántas faltan y cuáles no se pudieron traer',
    responses: { 200: importPicturesReportSchema },
  }),
} as const;
