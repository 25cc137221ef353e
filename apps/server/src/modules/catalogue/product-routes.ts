import { productInputSchema } from '@vidriera/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { parseInput } from '../../shared/parse-input';
import { deleteImage, storeImage } from '../storage/image-processing';
import { readUpload } from '../storage/read-upload';
import { currentStoreId } from '../stores/current-store';
import { getProductDetail, listProducts } from './product-repository';
import { checkProductAgainstStore } from './product-validation';
import { createProduct, deleteProduct, PRODUCT_NOT_FOUND, updateProduct } from './save-product';

const idParams = z.object({ id: z.uuid({ error: 'Producto no encontrado.' }) });
const listQuery = z.object({
  category: z.preprocess((v) => (v === 'all' || v === '' ? undefined : v), z.uuid({ error: 'Categoría inválida' }).optional()),
});

export function registerProductRoutes(app: FastifyInstance, { db, storage }: AppContext): void {
  const access = { access: 'user' as const };
  const imagePrefix = (storeId: string) => storage.publicUrl(`stores/${storeId}/product/`);
  const removeImages = (urls: string[]) => Promise.all(urls.map((url) => deleteImage(storage, url, 'product')));

  app.get('/api/catalogue/products', { config: access }, async (request) => {
    const { category } = parseInput(listQuery, request.query);
    const storeId = await currentStoreId(db, request);
    return { products: await listProducts(db, storeId, category ?? null) };
  });

  app.get('/api/catalogue/products/:id', { config: access }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const product = await getProductDetail(db, await currentStoreId(db, request), id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return { product };
  });

  app.post('/api/catalogue/products', { config: access }, async (request, reply) => {
    const input = parseInput(productInputSchema, request.body);
    const storeId = await currentStoreId(db, request);
    await checkProductAgainstStore(db, storeId, input, imagePrefix(storeId));
    const id = await createProduct(db, storeId, input);
    return reply.status(201).send({ product: await getProductDetail(db, storeId, id) });
  });

  app.put('/api/catalogue/products/:id', { config: access }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(productInputSchema, request.body);
    const storeId = await currentStoreId(db, request);
    await checkProductAgainstStore(db, storeId, input, imagePrefix(storeId));
    await removeImages(await updateProduct(db, storeId, id, input));
    return { product: await getProductDetail(db, storeId, id) };
  });

  app.delete('/api/catalogue/products/:id', { config: access }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    await removeImages(await deleteProduct(db, await currentStoreId(db, request), id));
    return reply.status(204).send();
  });

  /** A product picture, cropped 1:1 by the browser; the product form then saves its URL. */
  app.post('/api/catalogue/product-images', { config: access }, async (request, reply) => {
    const storeId = await currentStoreId(db, request);
    const url = await storeImage(storage, await readUpload(request), 'product', `stores/${storeId}`);
    return reply.status(201).send({ url });
  });
}
