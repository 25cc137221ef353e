import { zipSync } from 'fflate';
import { multipartBody, pngImage } from './images';
import type { Browser } from './test-app';

/* The cross-tenant cases of tenant-isolation.test.ts: one call by owner B for every authenticated route, with A's ids. */

/** What owner A holds: B calls every route with these ids. */
export interface TenantA {
  owner: Browser;
  userId: string;
  storeId: string;
  productId: string;
  categoryId: string;
  attributeId: string;
  productTypeId: string;
  orderId: string;
  variantId: string;
  slug: string;
  codeId: string;
  customerId: string;
  promotionId: string;
  pushDeviceId: string;
  abandonedId: string;
}

export type Case = () => Promise<{ status: number; body: string }>;

export function cases(a: TenantA, b: Browser, bVariant: string): Record<string, Case> {
  const call =
    (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown): Case =>
    async () => {
      const res = await b.request(method, url, body);
      return { status: res.statusCode, body: res.body };
    };
  const product = { name: 'Robado', priceCents: 1, variants: [{ stock: 1 }] };
  const adminOrder = {
    customerName: 'X',
    paymentMethod: 'cash',
    items: [{ variantId: a.variantId, quantity: 1, unitPriceCents: 100 }],
  };
  return {
    'GET /api/me': call('GET', '/api/me'),
    'GET /api/stores/mine': call('GET', '/api/stores/mine'),
    'GET /api/stores/slug-availability': call('GET', '/api/stores/slug-availability?name=Tienda%20Alfa%20Secreta'),
    'POST /api/stores': call('POST', '/api/stores', { name: 'Otra más' }),
    'PUT /api/stores/mine': call('PUT', '/api/stores/mine', { name: 'Beta renombrada' }),
    'PUT /api/stores/mine/payment': call('PUT', '/api/stores/mine/payment', {
      paymentMethods: ['cash'],
      lowStockThreshold: 5,
    }),
    'PUT /api/stores/mine/delivery': call('PUT', '/api/stores/mine/delivery', {
      pickup: { enabled: true, points: [{ address: 'Otra', hours: '' }] },
      shipping: { enabled: false, zones: [] },
    }),
    'POST /api/stores/mine/images/:kind': async () => {
      const res = await b.upload('/api/stores/mine/images/banner', multipartBody(await pngImage(320, 180)));
      return { status: res.statusCode, body: res.body };
    },
    'DELETE /api/stores/mine/images/:kind': call('DELETE', '/api/stores/mine/images/logo'),
    'GET /api/stores/mine/domain': call('GET', '/api/stores/mine/domain'),
    // A claim nobody proved does not block another store (ADR 023): B's own row, A's untouched.
    'PUT /api/stores/mine/domain': call('PUT', '/api/stores/mine/domain', { domain: 'www.alfa-secreta.com.ar' }),
    'POST /api/stores/mine/domain/verify': call('POST', '/api/stores/mine/domain/verify'),
    'DELETE /api/stores/mine/domain': call('DELETE', '/api/stores/mine/domain'),
    'GET /api/stores/mine/mercado-pago': call('GET', '/api/stores/mine/mercado-pago'),
    // Refused by its input before Mercado Pago is asked: no token reaches the real API from a test.
    'PUT /api/stores/mine/mercado-pago': call('PUT', '/api/stores/mine/mercado-pago', {
      accessToken: '',
      webhookSecret: 'x',
    }),
    'PATCH /api/stores/mine/mercado-pago': call('PATCH', '/api/stores/mine/mercado-pago', { confirmOnPayment: true }),
    'DELETE /api/stores/mine/mercado-pago': call('DELETE', '/api/stores/mine/mercado-pago'),
    'GET /api/stores/mine/mercado-pago/authorize': call('GET', '/api/stores/mine/mercado-pago/authorize'),
    'GET /api/mercado-pago/oauth/callback': call(
      'GET',
      `/api/mercado-pago/oauth/callback?code=x&state=${a.storeId}.9999999999999.x.y`,
    ),
    'POST /api/orders/:id/mercado-pago/check': call('POST', `/api/orders/${a.orderId}/mercado-pago/check`),
    'GET /api/catalogue/categories': call('GET', '/api/catalogue/categories'),
    'POST /api/catalogue/categories': call('POST', '/api/catalogue/categories', { name: 'Nueva B' }),
    'PUT /api/catalogue/categories/:id': call('PUT', `/api/catalogue/categories/${a.categoryId}`, { name: 'Robada' }),
    'DELETE /api/catalogue/categories/:id': call('DELETE', `/api/catalogue/categories/${a.categoryId}`),
    'GET /api/catalogue/product-types': call('GET', '/api/catalogue/product-types'),
    'POST /api/catalogue/product-types': call('POST', '/api/catalogue/product-types', { name: 'Tipo B' }),
    'DELETE /api/catalogue/product-types/:id': call('DELETE', `/api/catalogue/product-types/${a.productTypeId}`),
    'GET /api/catalogue/attributes': call('GET', '/api/catalogue/attributes'),
    'POST /api/catalogue/attributes': call('POST', '/api/catalogue/attributes', {
      name: 'material',
      displayName: 'Material',
      type: 'text',
    }),
    'PUT /api/catalogue/attributes/:id': call('PUT', `/api/catalogue/attributes/${a.attributeId}`, {
      displayName: 'Robado',
      values: [{ value: 'x', displayValue: 'X' }],
    }),
    'DELETE /api/catalogue/attributes/:id': call('DELETE', `/api/catalogue/attributes/${a.attributeId}`),
    'GET /api/catalogue/products': call('GET', '/api/catalogue/products'),
    'POST /api/catalogue/products': call('POST', '/api/catalogue/products', { ...product, categoryId: a.categoryId }),
    'GET /api/catalogue/search-statistics': call('GET', '/api/catalogue/search-statistics'),
    'GET /api/catalogue/variant-stock': call('GET', `/api/catalogue/variant-stock?productId=${a.productId}`),
    // A's product has no pictures: it is left out of A's feed, never listed for B.
    'GET /api/catalogue/feed-left-out': call('GET', '/api/catalogue/feed-left-out'),
    'GET /api/catalogue/products/:id': call('GET', `/api/catalogue/products/${a.productId}`),
    'PUT /api/catalogue/products/:id': call('PUT', `/api/catalogue/products/${a.productId}`, product),
    'DELETE /api/catalogue/products/:id': call('DELETE', `/api/catalogue/products/${a.productId}`),
    'GET /api/catalogue/products/export.csv': call('GET', '/api/catalogue/products/export.csv'),
    'POST /api/catalogue/products/import/preview': call('POST', '/api/catalogue/products/import/preview', {
      csv: `Producto;Precio base;Categoría\nRobado;1;Robada`,
    }),
    'POST /api/catalogue/products/import': call('POST', '/api/catalogue/products/import', {
      csv: `Producto;Precio base;Categoría\nRobado;1;Robada`,
    }),
    'GET /api/catalogue/products/import/pictures': call('GET', '/api/catalogue/products/import/pictures'),
    'GET /api/catalogue/products/import/latest': call('GET', '/api/catalogue/products/import/latest'),
    'POST /api/catalogue/products/import/photos': async () => {
      // A photo named after A's product is matched only against B's own catalogue: it finds nothing.
      const zip = zipSync({ 'producto-alfa-secreto.png': await pngImage(100, 100) });
      const res = await b.upload(
        '/api/catalogue/products/import/photos',
        multipartBody(Buffer.from(zip), 'fotos.zip', 'application/zip'),
      );
      return { status: res.statusCode, body: res.body };
    },
    'POST /api/catalogue/product-images': async () => {
      const res = await b.upload('/api/catalogue/product-images', multipartBody(await pngImage(100, 100)));
      return { status: res.statusCode, body: res.body };
    },
    'GET /api/orders': call('GET', '/api/orders'),
    'GET /api/orders/product-options': call('GET', '/api/orders/product-options?q=Alfa'),
    'GET /api/orders/:id': call('GET', `/api/orders/${a.orderId}`),
    'POST /api/orders': call('POST', '/api/orders', adminOrder),
    'PUT /api/orders/:id': call('PUT', `/api/orders/${a.orderId}`, {
      ...adminOrder,
      items: [{ variantId: bVariant, quantity: 1, unitPriceCents: 100 }],
    }),
    'GET /api/orders/overview': call('GET', '/api/orders/overview'),
    'GET /api/orders/low-stock': call('GET', '/api/orders/low-stock?page=1'),
    'PATCH /api/orders/:id/payment': call('PATCH', `/api/orders/${a.orderId}/payment`, { paymentStatus: 'received' }),
    'PATCH /api/orders/:id/shipping-fee': call('PATCH', `/api/orders/${a.orderId}/shipping-fee`, { feeCents: 100 }),
    'PATCH /api/orders/:id/dispatch': call('PATCH', `/api/orders/${a.orderId}/dispatch`, { state: 'ready_for_pickup' }),
    'PATCH /api/orders/:id/status': call('PATCH', `/api/orders/${a.orderId}/status`, { status: 'processing' }),
    'DELETE /api/orders/:id': call('DELETE', `/api/orders/${a.orderId}`),
    'POST /api/orders/:id/shipment': call('POST', `/api/orders/${a.orderId}/shipment`),
    'GET /api/orders/:id/shipment/label': call('GET', `/api/orders/${a.orderId}/shipment/label`),
    'GET /api/carriers': call('GET', '/api/carriers'),
    'POST /api/carriers/accounts': call('POST', '/api/carriers/accounts', { carrier: 'oca' }),
    'DELETE /api/carriers/accounts/:carrier': call('DELETE', '/api/carriers/accounts/oca'),
    'PUT /api/carriers/settings': call('PUT', '/api/carriers/settings', {}),
    'POST /api/orders/cancel-pending-by-phone': call('POST', '/api/orders/cancel-pending-by-phone', {
      phone: '11 5555-1111',
    }),
    'POST /api/orders/cancel-pending-by-address': call('POST', '/api/orders/cancel-pending-by-address', {
      placedFrom: '127.0.0.1',
    }),
    'GET /api/discount-codes': call('GET', '/api/discount-codes'),
    'POST /api/discount-codes': call('POST', '/api/discount-codes', { code: 'BETA10', kind: 'percent', value: 10 }),
    'PUT /api/discount-codes/:id': call('PUT', `/api/discount-codes/${a.codeId}`, {
      code: 'ROBADO',
      kind: 'percent',
      value: 90,
    }),
    'PATCH /api/discount-codes/:id/paused': call('PATCH', `/api/discount-codes/${a.codeId}/paused`, { paused: true }),
    'GET /api/discount-codes/:id/uses': call('GET', `/api/discount-codes/${a.codeId}/uses`),
    'GET /api/orders/export.csv': call('GET', '/api/orders/export.csv?from=2020-01-01&to=2030-12-31'),
    'GET /api/statistics': call('GET', '/api/statistics?from=2020-01-01&to=2021-12-31&by=month'),
    'GET /api/customers': call('GET', '/api/customers?q=Alfa'),
    'GET /api/customers/export.csv': call('GET', '/api/customers/export.csv'),
    'POST /api/customers/import': call('POST', '/api/customers/import', { csv: 'Nombre;Teléfono\nBeta;11 5555-1111' }),
    'GET /api/customers/:id': call('GET', `/api/customers/${a.customerId}`),
    'PUT /api/customers/:id/notes': call('PUT', `/api/customers/${a.customerId}/notes`, { notes: 'x', tags: [] }),
    'POST /api/customers/:id/merge': call('POST', `/api/customers/${a.customerId}/merge`, {
      otherId: '00000000-0000-4000-8000-000000000000',
    }),
    'DELETE /api/customers/:id': call('DELETE', `/api/customers/${a.customerId}`),
    'GET /api/promotions': call('GET', '/api/promotions'),
    'POST /api/promotions': call('POST', '/api/promotions', { name: 'Beta', kind: 'percent', value: 10 }),
    'PUT /api/promotions/:id': call('PUT', `/api/promotions/${a.promotionId}`, {
      name: 'Robada',
      kind: 'percent',
      value: 90,
    }),
    'PATCH /api/promotions/:id/paused': call('PATCH', `/api/promotions/${a.promotionId}/paused`, { paused: true }),
    'POST /api/promotions/:id/duplicate': call('POST', `/api/promotions/${a.promotionId}/duplicate`),
    'GET /api/promotions/:id/orders': call('GET', `/api/promotions/${a.promotionId}/orders`),
    'PUT /api/stores/mine/wholesale': call('PUT', '/api/stores/mine/wholesale', { minOrderCents: 100, minUnits: null }),
    'GET /api/push/key': call('GET', '/api/push/key'),
    'GET /api/push/devices': call('GET', '/api/push/devices'),
    'POST /api/push/devices': call('POST', '/api/push/devices', {
      endpoint: 'https://fcm.googleapis.com/fcm/send/alfa-secreto',
      keys: { p256dh: `B${'B'.repeat(86)}`, auth: 'QkVUQS1ST0JBLUFVVEgtWFg' },
      label: 'Celular robado',
    }),
    'PATCH /api/push/devices/:id': call('PATCH', `/api/push/devices/${a.pushDeviceId}`, { enabled: false }),
    'DELETE /api/push/devices/:id': call('DELETE', `/api/push/devices/${a.pushDeviceId}`),
    'GET /api/abandoned-checkouts': call('GET', '/api/abandoned-checkouts'),
    'DELETE /api/abandoned-checkouts/:id': call('DELETE', `/api/abandoned-checkouts/${a.abandonedId}`),
    'PUT /api/abandoned-checkouts/settings': call('PUT', '/api/abandoned-checkouts/settings', { reminderMinutes: 60 }),
    'GET /api/measurement': call('GET', '/api/measurement'),
    'PUT /api/measurement': call('PUT', '/api/measurement', { metaPixelId: '99999', ga4Id: null }),
    'GET /api/super-admin/overview': call('GET', '/api/super-admin/overview'),
    'PATCH /api/super-admin/stores/:id': call('PATCH', `/api/super-admin/stores/${a.storeId}`, { isActive: false }),
    'GET /api/super-admin/jobs': call('GET', '/api/super-admin/jobs?view=dead'),
    'POST /api/super-admin/jobs/:id/retry': call(
      'POST',
      '/api/super-admin/jobs/00000000-0000-4000-8000-000000000000/retry',
    ),
    'POST /api/super-admin/clients': call('POST', '/api/super-admin/clients', {
      firstName: 'X',
      lastName: 'Y',
      email: 'x@example.com',
      storeName: 'Intrusa',
    }),
    // Last: it ends B's sessions.
    'POST /api/account/password': call('POST', '/api/account/password', {
      currentPassword: 'tucan-verde-19',
      password: 'otra-clave-b',
    }),
  };
}
