import { expect } from 'vitest';
import { seedDemoStore } from '../../src/modules/demo/seed-demo';
import { countInStore } from './catalogue';
import { appForFile, madeBeforeAll } from './file-app';
import { Browser, signUpConfirmed } from './test-app';

/* The CSV tests' app (catalogue-csv-*.test.ts): the demo store, signed in, and an empty one ("Tienda Vacía"). */

export const HEADER =
  'Producto;Descripción;Categoría;Precio base;SKU;Color;Talle;Ajuste de precio;Stock;Activo;Variante activa;Marca;Etiquetas;Código de barras;Precio anterior;Peso (kg);Precios por mayor;Precios por mayor de la variante;Imágenes';

export function csvStoresForFile() {
  const t = appForFile({ RATE_LIMIT: 'false', DEMO_PASSWORD: 'mostrador-clave-1' });
  const demo = madeBeforeAll(async () => {
    await seedDemoStore(t.ctx, t.auth, t.app.log);
    const demo = new Browser(t.app);
    expect(
      (await demo.post('/api/auth/sign-in/email', { email: 'demo@vidriera.local', password: 'mostrador-clave-1' }))
        .statusCode,
    ).toBe(200);
    return demo;
  });
  const empty = madeBeforeAll(async () => {
    const empty = await signUpConfirmed(t, 'vacia@example.com');
    await empty.post('/api/stores', { name: 'Tienda Vacía' });
    return empty;
  });
  const countOf = (table: Parameters<typeof countInStore>[1], storeId: string) => countInStore(t, table, storeId);
  const storeIdOf = async (browser: Browser) => (await browser.get('/api/stores/mine')).json().store.id as string;
  return { t, demo, empty, countOf, storeIdOf };
}
