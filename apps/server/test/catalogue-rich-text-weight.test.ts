import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture, importCsv } from './helpers/catalogue';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/*
 * What a product holds for a shop moving here (docs/product/catalogue.md,
 * "Descripciones", "Peso", "Fotos"): descriptions as safe rich text, a
 * variant's weight in grams, up to 10 pictures.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
}, 120_000);
afterAll(() => t.close());

const anon = () => new Browser(t.app, 'https://otro-sitio.example');
const rows = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .map((line) => line.split(';'));

const HOSTILE = [
  '<p>Hola <script>alert(1)</script><strong>fuerte</strong></p>',
  '<img src=x onerror="alert(2)">',
  '<p style="color:red" onclick="alert(3)" class="x">Estilo</p>',
  '<a href="javascript:alert(4)">malo</a> <a href="https://ejemplo.com/talles" target="_blank">tabla de talles</a>',
  '<ul><li>Uno</li><li><em>Dos</em></li></ul><ol><li>Tres</li></ol><iframe src="https://x.example"></iframe><br>',
  '<a href="data:text/html,hola">dato</a><a href="//evil.example">sin esquema</a>',
].join('');

describe('Descriptions as safe rich text', () => {
  it('keeps paragraphs, bold, italics, lists and http(s) links, and removes scripts, handlers, styles, pictures and javascript: links when saved', async () => {
    const owner = await signUpConfirmed(t, 'texto@example.com');
    const { productBody } = await catalogueFixture(owner, 'Tienda Texto');
    const res = await owner.post('/api/catalogue/products', productBody({ description: HOSTILE }));
    expect(res.statusCode).toBe(201);
    const saved = (await owner.get(`/api/catalogue/products/${res.json().product.id}`)).json().product
      .description as string;
    expect(saved).toBe(
      '<p>Hola <strong>fuerte</strong></p><p>Estilo</p><a>malo</a> <a href="https://ejemplo.com/talles" rel="nofollow noopener">tabla de talles</a>' +
        '<ul><li>Uno</li><li><em>Dos</em></li></ul><ol><li>Tres</li></ol><br /><a>dato</a><a>sin esquema</a>',
    );
    for (const bad of [
      '<script',
      'alert',
      'onerror',
      'onclick',
      'style=',
      'class=',
      '<img',
      'javascript:',
      'iframe',
      'data:',
      'evil.example',
      'target=',
    ]) {
      expect(saved).not.toContain(bad);
    }
  });

  it('shows it with its format on the product page, and as plain text in lists, the feed and the structured data', async () => {
    const owner = await signUpConfirmed(t, 'pagina-texto@example.com');
    const { store, productBody } = await catalogueFixture(owner, 'Pagina Texto');
    const description =
      '<p>Algodón &amp; lino.</p><ul><li>Cuello redondo</li><li><strong>Manga corta</strong></li></ul><script>alert(1)</script>';
    // With a picture: the feed leaves out a product without one (feed-without-pictures.test.ts).
    const images = [`/uploads/stores/${store.id}/product/0a2c1e9e-1111-4c1e-8a1a-00000000a201`];
    const product = (await owner.post('/api/catalogue/products', productBody({ description, images }))).json()
      .product as { id: string };
    const page = (await anon().get(`/api/public/stores/${store.slug}/products/${product.id}`)).json();
    expect(page.descriptionHtml).toBe(
      '<p>Algodón &amp; lino.</p><ul><li>Cuello redondo</li><li><strong>Manga corta</strong></li></ul>',
    );
    expect(page.description).toBe('Algodón & lino.\n\n * Cuello redondo\n * Manga corta');
    const card = (await anon().get(`/api/public/stores/${store.slug}/products`)).json().items[0];
    expect(card.description).not.toContain('<');
    expect(card.description).toContain('Algodón & lino.');
    const list = (await owner.get('/api/catalogue/products')).json().products[0];
    expect(list.description).not.toContain('<');

    const feed = (await anon().get(`/api/public/stores/${store.slug}/feed.xml`)).body;
    expect(feed).toContain('<description>Algodón &amp; lino.');
    expect(feed).not.toContain('&lt;p&gt;');
    expect(feed).not.toContain('<p>');

    const html = (
      await t.app.inject({
        method: 'GET',
        url: `/store/${store.slug}/product/${page.slug}`,
        headers: { host: 'localhost:3000' },
      })
    ).body;
    expect(html).not.toContain('alert(1)');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
    expect(jsonLd.description).toBe('Algodón & lino.\n\n * Cuello redondo\n * Manga corta');
  });

  it('keeps the line breaks of a plain-text description: its paragraphs and lines on the page, the text as it was elsewhere', async () => {
    const owner = await signUpConfirmed(t, 'plano@example.com');
    const { store, productBody } = await catalogueFixture(owner, 'Tienda Plana');
    const description = 'Primera línea\nSegunda <línea> & más\n\nOtro párrafo';
    const product = (await owner.post('/api/catalogue/products', productBody({ description }))).json().product as {
      id: string;
    };
    expect((await owner.get(`/api/catalogue/products/${product.id}`)).json().product.description).toBe(description);
    const page = (await anon().get(`/api/public/stores/${store.slug}/products/${product.id}`)).json();
    expect(page.description).toBe(description);
    expect(page.descriptionHtml).toBe('<p>Primera línea<br>Segunda &lt;línea&gt; &amp; más</p><p>Otro párrafo</p>');
  });
});

describe('Weight', () => {
  it('is kept per variant in grams, absent keeps it, null removes it, and it is checked in Spanish', async () => {
    const owner = await signUpConfirmed(t, 'peso@example.com');
    const { productBody } = await catalogueFixture(owner, 'Tienda Peso');
    const body = productBody();
    body.variants = body.variants.map((v, i) => ({ ...v, weightGrams: i === 0 ? 250 : 1500 }));
    const product = (await owner.post('/api/catalogue/products', body)).json().product as {
      id: string;
      variants: { id: string }[];
    };
    const detail = async () =>
      (await owner.get(`/api/catalogue/products/${product.id}`)).json().product as {
        variants: { id: string; weightGrams: number | null }[];
      };
    expect((await detail()).variants.map((v) => v.weightGrams)).toEqual([250, 1500]);

    // The first variant without weightGrams keeps its weight; the second's null removes it.
    const variants = (await detail()).variants.map((v, i) => ({
      ...productBody().variants[i],
      id: v.id,
      ...(i === 1 ? { weightGrams: null } : {}),
    }));
    expect((await owner.put(`/api/catalogue/products/${product.id}`, productBody({ variants }))).statusCode).toBe(200);
    expect((await detail()).variants.map((v) => v.weightGrams)).toEqual([250, null]);

    for (const [weightGrams, message] of [
      [-1, 'El peso no puede ser negativo'],
      [2.5, 'El peso debe ser un número entero de gramos'],
      [1_000_001, 'El peso no puede superar los 1.000 kg'],
    ] as const) {
      const res = await owner.post(
        '/api/catalogue/products',
        productBody({ variants: productBody().variants.map((v) => ({ ...v, sku: null, weightGrams })) }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(message);
    }
  });

  it('goes out in "Peso (kg)" and comes back from it, from Tiendanube\'s column, and from Shopify\'s grams', async () => {
    const owner = await signUpConfirmed(t, 'peso-csv@example.com');
    const { productBody } = await catalogueFixture(owner, 'Tienda Peso CSV');
    const body = productBody();
    body.variants = body.variants.map((v, i) => ({ ...v, weightGrams: i === 0 ? 250 : 1000 }));
    expect((await owner.post('/api/catalogue/products', body)).statusCode).toBe(201);
    const exported = rows((await owner.get('/api/catalogue/products/export.csv')).body);
    const column = exported[0]?.indexOf('Peso (kg)') ?? -1;
    expect(exported.slice(1).map((r) => r[column])).toEqual(['0,25', '1']);

    const copy = await signUpConfirmed(t, 'peso-copia@example.com');
    await copy.post('/api/stores', { name: 'Tienda Peso Copia' });
    const csv = [
      'Producto;Precio base;SKU;Talle;Peso (kg)',
      'Buzo;1000;PB-S;S;0,45',
      'Buzo;1000;PB-M;M;12,5',
      'Buzo;1000;PB-L;L;',
    ].join('\n');
    expect((await copy.post('/api/catalogue/products/import/preview', { csv })).json().errors).toEqual([]);
    expect((await importCsv(copy, { csv })).statusCode).toBe(200);
    const id = (await copy.get('/api/catalogue/products')).json().products[0].id;
    const variants = (await copy.get(`/api/catalogue/products/${id}`)).json().product.variants as {
      weightGrams: number | null;
    }[];
    expect(variants.map((v) => v.weightGrams)).toEqual([450, 12500, null]);

    const bad = (
      await copy.post('/api/catalogue/products/import/preview', {
        csv: 'Producto;Precio base;Peso (kg)\nBuzo;1000;mucho',
      })
    ).json();
    expect(bad.errors).toEqual([
      { row: 2, message: 'Fila 2: el peso «mucho» no es un número de kilos (escribe por ejemplo 0,25).' },
    ]);

    const shopify = [
      'Handle,Title,Variant SKU,Variant Price,Variant Grams',
      'gorra,Gorra,SG-1,100.00,250',
      'mochila,Mochila,SG-2,200.00,1234',
    ].join('\n');
    expect((await importCsv(copy, { csv: shopify })).statusCode).toBe(200);
    const all = (await copy.get('/api/catalogue/products')).json().products as { id: string; name: string }[];
    const weightOf = async (name: string) =>
      (await copy.get(`/api/catalogue/products/${all.find((p) => p.name === name)?.id}`)).json().product.variants[0]
        .weightGrams;
    expect(await weightOf('Gorra')).toBe(250);
    expect(await weightOf('Mochila')).toBe(1234);
  });
});

describe('Pictures', () => {
  it("takes up to 10 pictures a product, and refuses the eleventh with the form's message", async () => {
    const owner = await signUpConfirmed(t, 'fotos10@example.com');
    const { store, productBody } = await catalogueFixture(owner, 'Tienda Diez Fotos');
    const uploads = Array.from(
      { length: 11 },
      (_, i) => `/uploads/stores/${store.id}/product/0f8fad5b-d9cb-469f-a165-7086772895${String(i).padStart(2, '0')}`,
    );
    const ten = await owner.post('/api/catalogue/products', productBody({ images: uploads.slice(0, 10) }));
    expect(ten.statusCode).toBe(201);
    expect(ten.json().product.images).toHaveLength(10);
    const eleven = await owner.post(
      '/api/catalogue/products',
      productBody({ name: 'Once fotos', images: uploads, variants: [{ stock: 1 }], attributeIds: [] }),
    );
    expect(eleven.statusCode).toBe(422);
    expect(eleven.json()).toMatchObject({ field: 'images', message: 'Puedes subir un máximo de 10 imágenes.' });
  });
});
