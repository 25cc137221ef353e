import { noContent, PRODUCT_NOT_FOUND, productDetailSchema, productInputSchema, productSummarySchema, variantStockListSchema } from '@vidriera/core';
import { z } from 'zod';
import { notFound } from '../../shared/app-error';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { storeOf } from '../auth/access';
import { variantStockLevels } from '../stock/stock-levels';
import { deleteImage } from '../storage/image-processing';
import { uploadStoreImage } from '../storage/store-upload';
import { getProductDetail, listProducts, productImageUrls } from './product-repository';
import { checkProductAgainstStore } from './product-validation';
import { createProduct, deleteProduct, updateProduct } from './save-product';

const productParams = z.object({ id: z.uuid({ error: PRODUCT_NOT_FOUND }) });
const listQuery = z.object({
  category: z.preprocess((v) => (v === 'all' || v === '' ? undefined : v), z.uuid({ error: 'Categoría inválida' }).optional()),
});
const productAnswer = z.object({ product: productDetailSchema });
const variantStockQuery = z.object({ productId: z.uuid({ error: PRODUCT_NOT_FOUND }).optional() });

/** The owner's products: the list, one product's edit form, saving, deleting and their pictures. */
export function registerProductRoutes(app: ApiApp, { db, storage }: AppContext): void {
  const config = { access: 'owner' as const };
  const imagePrefix = (storeId: string) => storage.publicUrl(`stores/${storeId}/product/`);
  const removeImages = (urls: string[]) => Promise.all(urls.map((url) => deleteImage(storage, url, 'product')));
  const detail = async (storeId: string, id: string) => {
    const product = await getProductDetail(db, storeId, id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  };

  app.get(
    '/api/catalogue/products',
    { config, schema: { querystring: listQuery, response: { 200: z.object({ products: z.array(productSummarySchema) }) } } },
    async (request) => ({ products: await listProducts(db, storeOf(request).id, request.query.category ?? null) }),
  );

  app.get(
    '/api/catalogue/variant-stock',
    { config, schema: { querystring: variantStockQuery, response: { 200: variantStockListSchema } } },
    async (request) => ({ variants: await variantStockLevels(db, storeOf(request).id, request.query.productId ?? null) }),
  );

  app.get('/api/catalogue/products/:id', { config, schema: { params: productParams, response: { 200: productAnswer } } }, async (request) => ({
    product: await detail(storeOf(request).id, request.params.id),
  }));

  app.post('/api/catalogue/products', { config, schema: { body: productInputSchema, response: { 201: productAnswer } } }, async (request, reply) => {
    const storeId = storeOf(request).id;
    await checkProductAgainstStore(db, storeId, request.body, imagePrefix(storeId));
    const id = await createProduct(db, storeId, request.body);
    return reply.status(201).send({ product: await detail(storeId, id) });
  });

  app.put(
    '/api/catalogue/products/:id',
    { config, schema: { params: productParams, body: productInputSchema, response: { 200: productAnswer } } },
    async (request) => {
      const storeId = storeOf(request).id;
      const current = await productImageUrls(db, storeId, request.params.id);
      await checkProductAgainstStore(db, storeId, request.body, imagePrefix(storeId), current);
      await removeImages(await updateProduct(db, storeId, request.params.id, request.body));
      return { product: await detail(storeId, request.params.id) };
    },
  );

  app.delete('/api/catalogue/products/:id', { config, schema: { params: productParams, response: { 204: noContent } } }, async (request, reply) => {
    await removeImages(await deleteProduct(db, storeOf(request).id, request.params.id));
    return reply.status(204).send();
  });

  /** A product picture, cropped 1:1 by the browser; the product form then saves its URL. */
  app.post('/api/catalogue/product-images', { config, schema: { response: { 201: z.object({ url: z.string() }) } } }, async (request, reply) => {
    const storeId = storeOf(request).id;
    const url = await uploadStoreImage({ db, storage }, request, storeId, 'product');
    return reply.status(201).send({ url });
  });
}
