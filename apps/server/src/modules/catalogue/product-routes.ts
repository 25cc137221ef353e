import { catalogueRoutes as routes, PRODUCT_NOT_FOUND } from '@vidriera/core';
import { notFound } from '../../shared/app-error';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { addRoute } from '../../shared/route';
import { storeOf } from '../auth/access';
import { readSearchStatistics } from '../search/search-statistics';
import { variantStockLevels } from '../stock/stock-levels';
import { deleteImage } from '../storage/image-processing';
import { uploadStoreImage } from '../storage/store-upload';
import { adminProductSearch } from './admin-product-search';
import { feedLeftOut } from './feed-left-out';
import { getProductDetail, listProducts, productImageUrls } from './product-repository';
import { checkProductAgainstStore } from './product-validation';
import { createProduct, deleteProduct, updateProduct } from './save-product';

/** The owner's products: the list and its search, what shoppers searched, one product's edit form, saving, deleting and their pictures. */
export function registerProductRoutes(app: ApiApp, { db, storage }: AppContext): void {
  const imagePrefix = (storeId: string) => storage.publicUrl(`stores/${storeId}/product/`);
  const removeImages = (urls: string[]) => Promise.all(urls.map((url) => deleteImage(storage, url, 'product')));
  const detail = async (storeId: string, id: string) => {
    const product = await getProductDetail(db, storeId, id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  };

  addRoute(app, routes.listProducts, async (request) => {
    const storeId = storeOf(request).id;
    const { category, q } = request.query;
    const search = q ? await adminProductSearch(db, storeId, q) : null;
    return { products: await listProducts(db, storeId, { categoryId: category ?? null, search }) };
  });

  addRoute(app, routes.searchStatistics, (request) => readSearchStatistics(db, storeOf(request).id));

  addRoute(app, routes.feedLeftOut, (request) => feedLeftOut(db, storeOf(request).id));
  addRoute(app, routes.variantStock, async (request) => ({
    variants: await variantStockLevels(db, storeOf(request).id, request.query.productId ?? null),
  }));

  addRoute(app, routes.getProduct, async (request) => ({
    product: await detail(storeOf(request).id, request.params.id),
  }));

  addRoute(app, routes.createProduct, async (request) => {
    const storeId = storeOf(request).id;
    await checkProductAgainstStore(db, storeId, request.body, imagePrefix(storeId));
    const id = await createProduct(db, storeId, request.body);
    return { product: await detail(storeId, id) };
  });

  addRoute(app, routes.updateProduct, async (request) => {
    const storeId = storeOf(request).id;
    const current = await productImageUrls(db, storeId, request.params.id);
    await checkProductAgainstStore(db, storeId, request.body, imagePrefix(storeId), current);
    await removeImages(await updateProduct(db, storeId, request.params.id, request.body));
    return { product: await detail(storeId, request.params.id) };
  });

  addRoute(app, routes.deleteProduct, async (request) => {
    await removeImages(await deleteProduct(db, storeOf(request).id, request.params.id));
  });

  /** A product picture, cropped 1:1 by the browser; the product form then saves its URL. */
  addRoute(app, routes.uploadProductImage, async (request) => {
    const storeId = storeOf(request).id;
    return { url: await uploadStoreImage({ db, storage }, request, storeId, 'product') };
  });
}
