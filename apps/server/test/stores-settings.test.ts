import { describe, expect, it } from 'vitest';
import { appForFile } from './helpers/file-app';
import { storeOwners } from './helpers/store-owners';

const t = appForFile({ RATE_LIMIT: 'false' });
const { owner } = storeOwners(t);

describe('store settings', () => {
  it('saves every field, normalising WhatsApp, Instagram and Facebook', async () => {
    const browser = await owner();
    await browser.post('/api/stores', { name: 'Mi Almacén' });
    const res = await browser.put('/api/stores/mine', {
      name: 'Mi Almacén Nuevo',
      description: 'Todo para tu casa',
      whatsappNumber: '+54 9 351 123-4567',
      instagramHandle: '@mi_almacen',
      facebookPage: 'facebook.com/mialmacen',
      cbu: '2850590940090418135201',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().store).toMatchObject({
      name: 'Mi Almacén Nuevo',
      slug: 'mi-almacen',
      whatsappNumber: '+5493511234567',
      instagramHandle: 'mi_almacen',
      facebookPage: 'https://www.facebook.com/mialmacen',
      cbu: '2850590940090418135201',
    });
  });

  it('refuses a name shorter than 3 characters with the product message, changing nothing', async () => {
    const browser = await owner();
    await browser.post('/api/stores', { name: 'Nombre Original' });
    const res = await browser.put('/api/stores/mine', { name: 'ab' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      field: 'name',
      message: 'El nombre de la tienda debe tener al menos 3 caracteres',
    });
    expect((await browser.get('/api/stores/mine')).json().store.name).toBe('Nombre Original');
  });

  it('keeps a store name on one line: line breaks and control characters become spaces, on setup and in settings', async () => {
    const browser = await owner();
    const created = await browser.post('/api/stores', { name: 'Tienda\nUna Línea' });
    expect(created.json().store.name).toBe('Tienda Una Línea');
    await browser.put('/api/stores/mine', { name: 'Otra\r\n\u2028Tienda\tNueva' });
    expect((await browser.get('/api/stores/mine')).json().store.name).toBe('Otra Tienda Nueva');
  });

  it('answers 404 when the owner has no store', async () => {
    const browser = await owner();
    expect((await browser.put('/api/stores/mine', { name: 'Sin tienda' })).statusCode).toBe(404);
  });

  it('saves "Cobros y stock" with the rest of the screen in one request, or nothing when any field is wrong', async () => {
    const browser = await owner();
    await browser.post('/api/stores', { name: 'Una Sola Vez' });
    const wrong = await browser.put('/api/stores/mine', {
      name: 'Una Sola Vez Nueva',
      paymentMethods: ['cash'],
      transferDiscountPercent: 90,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ field: 'transferDiscountPercent' });
    expect((await browser.get('/api/stores/mine')).json().store.name).toBe('Una Sola Vez');
    const res = await browser.put('/api/stores/mine', {
      name: 'Una Sola Vez Nueva',
      cbu: 'una.sola.vez',
      paymentMethods: ['transfer', 'cash'],
      transferHolder: 'Ana Cobros',
      transferDiscountPercent: 10,
      lowStockThreshold: 4,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().store).toMatchObject({
      name: 'Una Sola Vez Nueva',
      paymentMethods: ['cash', 'transfer'],
      transferHolder: 'Ana Cobros',
      transferDiscountPercent: 10,
      lowStockThreshold: 4,
    });
  });
});
