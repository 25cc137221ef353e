import { describe, expect, it } from 'vitest';
import { multipartBody, pngImage } from './helpers/images';
import { catalogueFile } from './helpers/catalogue-setup';

const { t, setup, rows } = catalogueFile();

describe('products', () => {
  it("takes only the exact name of one of the store's uploads as a picture: a traversal (plain or percent-encoded) or anything after the name is refused", async () => {
    const { owner, store, productBody } = await setup();
    const folder = `/uploads/stores/${store.id}/product/`;
    const upload = '0f8fad5b-d9cb-469f-a165-70867728950e';
    for (const url of [
      `${folder}%2e%2e/%2e%2e/%2e%2e/%2e%2e/api/auth/verify-email?token=x`,
      `${folder}%2E%2E%2F%2E%2E%2Fapi%2Fme`,
      `${folder}..%2f..%2fapi`,
      `${folder}${upload}/../../../../api/me`,
      `${folder}${upload}?x=1`,
      `${folder}${upload}#x`,
      `${folder}foto`,
    ]) {
      const before = await rows('products');
      const res = await owner.post('/api/catalogue/products', productBody({ images: [url] }));
      expect(res.statusCode, url).toBe(422);
      expect(res.json()).toMatchObject({
        field: 'images.0',
        message: 'La imagen no pertenece a tu tienda. Vuelve a subirla.',
      });
      expect(await rows('products')).toBe(before);
    }
  });
  it('uploads product pictures, saves them in order and deletes the files with the product', async () => {
    const { owner } = await setup();
    const up = await owner.upload('/api/catalogue/product-images', multipartBody(await pngImage(500, 500)));
    expect(up.statusCode).toBe(201);
    const { url } = up.json();
    const product = (
      await owner.post('/api/catalogue/products', {
        name: 'Con foto',
        priceCents: 100,
        images: [url],
        variants: [{ stock: 1 }],
      })
    ).json().product;
    expect(product.images).toEqual([url]);
    expect((await owner.get(`${url}-320.webp`)).statusCode).toBe(200);
    expect((await owner.delete(`/api/catalogue/products/${product.id}`)).statusCode).toBe(204);
    expect((await owner.get(`${url}-320.webp`)).statusCode).toBe(404);
    expect((await owner.get(`/api/catalogue/products/${product.id}`)).statusCode).toBe(404);
  });

  it("never lets an owner read or change another owner's catalogue", async () => {
    const a = await setup();
    const b = await setup();
    const product = (await a.owner.post('/api/catalogue/products', a.productBody())).json().product;
    const snapshot = await t.db.db.selectFrom('products').selectAll().where('id', '=', product.id).executeTakeFirst();
    expect((await b.owner.get(`/api/catalogue/products/${product.id}`)).statusCode).toBe(404);
    expect((await b.owner.put(`/api/catalogue/products/${product.id}`, b.productBody())).statusCode).toBe(404);
    expect((await b.owner.put(`/api/catalogue/products/${product.id}`, a.productBody())).statusCode).toBe(422);
    expect((await b.owner.delete(`/api/catalogue/products/${product.id}`)).statusCode).toBe(404);
    expect((await b.owner.put(`/api/catalogue/categories/${a.category.id}`, { name: 'Robada' })).statusCode).toBe(404);
    expect((await b.owner.delete(`/api/catalogue/attributes/${a.color.id}`)).statusCode).toBe(404);
    expect(
      (await b.owner.post('/api/catalogue/products', b.productBody({ categoryId: a.category.id }))).json(),
    ).toMatchObject({ field: 'categoryId' });
    expect(await t.db.db.selectFrom('products').selectAll().where('id', '=', product.id).executeTakeFirst()).toEqual(
      snapshot,
    );
    expect((await b.owner.get('/api/catalogue/products')).json().products).toHaveLength(0);
  });

  it('the database itself refuses negative stock', async () => {
    const { owner, productBody } = await setup();
    const product = (await owner.post('/api/catalogue/products', productBody())).json().product;
    await expect(
      t.db.db.updateTable('product_variants').set({ stock: -1 }).where('product_id', '=', product.id).execute(),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
