import {
  DEFAULT_DELIVERY_SETTINGS,
  EXPIRED_ORDER_NOTE,
  type PublicOrder,
  type PublicProduct,
  type PublicProductCard,
  type PublicStore,
  type StorePage,
} from '@vidriera/core';
import { describe, expect, it } from 'vitest';
import { renderStorePage } from './entry-server';

/*
 * The store pages' markup as the server sends it: links, escaped text, and
 * islands with their props. (Unit tests render with React's own renderer; the
 * build's, Preact's, draws the same markup, which the e2e specs read.)
 */

const store: PublicStore = {
  id: 'a0000000-0000-4000-8000-000000000001',
  name: 'Moda "Lina" </script>',
  slug: 'moda-lina',
  description: '',
  whatsappNumber: '5491155550000',
  instagramHandle: null,
  facebookPage: null,
  cbu: null,
  logoUrl: null,
  bannerUrl: null,
  maxUnitsPerProduct: 10,
  paymentMethods: [],
  transferDiscountPercent: null,
  delivery: DEFAULT_DELIVERY_SETTINGS,
  categories: [{ id: 'c0000000-0000-4000-8000-000000000001', name: 'Vestidos' }],
};

const card: PublicProductCard = {
  id: 'b0000000-0000-4000-8000-000000000001',
  slug: 'vestido-b0000000-0000-4000-8000-000000000001',
  name: 'Vestido <b>floral</b>',
  description: '',
  priceCents: 2_500_000,
  minPriceCents: 2_500_000,
  maxPriceCents: 2_650_000,
  compareAtPriceCents: null,
  availableStock: 4,
  variantCount: 2,
  category: null,
  image: null,
  attributes: [],
};

const product: PublicProduct = {
  id: card.id,
  slug: card.slug,
  name: card.name,
  description: 'Lino',
  descriptionHtml: '<p>Lino</p>',
  priceCents: 2_500_000,
  brand: '',
  tags: [],
  category: null,
  images: ['/uploads/a', '/uploads/b'],
  attributes: [],
  variants: [
    {
      id: 'd0000000-0000-4000-8000-000000000001',
      sku: 'V-1',
      finalPriceCents: 2_500_000,
      compareAtPriceCents: null,
      barcode: null,
      availableStock: 4,
      values: [],
      images: [],
    },
  ],
};

const decode = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** The islands of a page: name, when they load, and their props. */
function islands(html: string) {
  return [...html.matchAll(/<[a-z]+ data-island="[^>]*>/g)].map(([tag]) => {
    const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
    return {
      name: attribute('data-island'),
      load: attribute('data-load'),
      wakesWith: attribute('data-wakes-with'),
      props: JSON.parse(decode(attribute('data-props') ?? '')) as Record<string, unknown>,
    };
  });
}

describe('a store page rendered on the server', () => {
  const index: StorePage = {
    kind: 'index',
    base: '/store/moda-lina',
    store,
    catalogue: { items: [card], total: 13, page: 1, pageSize: 12 },
    category: 'all',
  };

  it('is plain HTML with links: products, pages, the cart', () => {
    const html = renderStorePage(index);
    expect(html).toContain(`href="/store/moda-lina/product/${card.slug}"`);
    expect(html).toContain('href="/store/moda-lina?page=2"');
    expect(html).toContain('href="/store/moda-lina/cart"');
    expect(html).toContain('Desde $25.000,00');
  });

  it("escapes the store's and products' text, in the markup and in the islands' props", () => {
    const html = renderStorePage(index);
    expect(html).not.toContain('</script>');
    expect(html).not.toContain('<b>floral');
    expect(islands(html).find((i) => i.name === 'storefront/header-actions')?.props).toMatchObject({
      storeName: store.name,
    });
  });

  it("marks its islands with their props and when they load; the category filter is a GET form that holds the page's category", () => {
    const html = renderStorePage(index);
    // The category filter is no island: the page's script sends its form (lib/category-filter.ts).
    expect(islands(html).map(({ name, load }) => `${name}@${load}`)).toEqual(['storefront/header-actions@use']);
    // The header's and the floating cart's counts come empty: the page's script paints them from the stored cart.
    expect(html.match(/<span data-cart-badge="moda-lina"[^>]*><\/span>/g)).toHaveLength(2);
    const form = /<form(?![^>]*role="search")[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/store/moda-lina"');
    expect(form).toContain('data-category-filter="all"');
    expect(html).toContain('<noscript>');
  });

  it('draws a product page with its carousel, price and purchase form as islands, their buttons disabled until they come alive', () => {
    const html = renderStorePage({
      kind: 'product',
      base: '',
      store,
      variantId: null,
      product: {
        ...product,
        variants: [
          ...product.variants,
          { ...product.variants[0]!, id: 'd0000000-0000-4000-8000-000000000002', finalPriceCents: 2_650_000 },
        ],
      },
    });
    const found = islands(html);
    expect(found.map((i) => i.name)).toEqual([
      'storefront/header-actions',
      'storefront/product-carousel',
      'storefront/product-price',
      'storefront/product-purchase',
    ]);
    expect(found.find((i) => i.name === 'storefront/product-purchase')?.props).toMatchObject({
      slug: 'moda-lina',
      whatsappNumber: store.whatsappNumber,
    });
    // The purchase form wakes on the shopper's first touch, the price with it; until the page's script runs, its fieldset keeps it disabled.
    expect(found.find((i) => i.name === 'storefront/product-purchase')?.load).toBe('use');
    expect(found.find((i) => i.name === 'storefront/product-price')).toMatchObject({
      load: 'with',
      wakesWith: 'storefront/product-purchase',
    });
    expect(html).toMatch(
      /<fieldset data-island="storefront\/product-purchase"[^>]*\sdisabled[^>]*>(?:(?!<\/fieldset>).)*Agregar al Carrito/s,
    );
  });

  it("draws the shopper's order: transfer details with copy buttons (islands), the discount line by line, the statuses", () => {
    const order: PublicOrder = {
      id: 'e0000000-0000-4000-8000-0000c06d5c2c',
      number: '0c06d5c2c'.slice(-8),
      status: 'pending',
      paymentStatus: 'pending',
      paymentReceivedAt: null,
      paymentMethod: 'transfer',
      createdAt: '2026-03-14T18:05:00.000Z',
      reservedUntil: '2026-03-16T18:05:00.000Z',
      reservationExpired: false,
      expiredAt: null,
      customerName: 'Rocío <b>',
      lines: [
        {
          productName: 'Vestido',
          attributes: [{ displayName: 'Talle', displayValue: 'M' }],
          quantity: 2,
          unitPriceCents: 1_000_000,
          totalCents: 2_000_000,
        },
      ],
      subtotalCents: 2_000_000,
      transferDiscountCents: 200_000,
      discountCode: null,
      codeDiscountCents: 0,
      totalCents: 1_800_000,
      transfer: { cbu: 'moda.lina', holder: 'Lina Pérez' },
      store: { name: store.name, slug: store.slug, whatsappNumber: store.whatsappNumber },
      mercadoPago: null,
      delivery: null,
      dispatch: null,
    };
    const html = renderStorePage({ kind: 'order', base: '/store/moda-lina', store, order });
    expect(
      islands(html)
        .filter((i) => i.name === 'storefront/copy-text')
        .map((i) => i.props),
    ).toEqual([
      { value: 'moda.lina', label: 'Copiar CBU/Alias' },
      { value: '18000.00', label: 'Copiar Monto a transferir' },
    ]);
    expect(html).toContain('Pedido #c06d5c2c');
    expect(html).toContain('Rocío &lt;b&gt;');
    expect(html).toContain('Titular: <span class="font-medium">Lina Pérez</span>');
    expect(html).toContain('Descuento por transferencia');
    expect(html).toContain('-$2.000,00');
    expect(html).toContain('Tus productos quedan reservados hasta el 16/03/2026, 15:05.');
    expect(html).toContain('Pendiente de pago');
    expect(html).toMatch(
      /<button[^>]*disabled[^>]*aria-label="Copiar CBU\/Alias"|<button[^>]*aria-label="Copiar CBU\/Alias"[^>]*disabled/,
    );
  });

  it('offers "Pagar con Mercado Pago" on an order paid that way, and says what a refused payment means', () => {
    const order: PublicOrder = {
      id: 'e0000000-0000-4000-8000-0000c06d5c2d',
      number: '0c06d5c2d'.slice(-8),
      status: 'pending',
      paymentStatus: 'pending',
      paymentReceivedAt: null,
      paymentMethod: 'mercadopago',
      createdAt: '2026-03-14T18:05:00.000Z',
      reservedUntil: '2026-03-16T18:05:00.000Z',
      reservationExpired: false,
      expiredAt: null,
      customerName: 'Rocío',
      lines: [
        { productName: 'Vestido', attributes: [], quantity: 1, unitPriceCents: 1_000_000, totalCents: 1_000_000 },
      ],
      subtotalCents: 1_000_000,
      transferDiscountCents: 0,
      discountCode: null,
      codeDiscountCents: 0,
      totalCents: 1_000_000,
      transfer: null,
      store: { name: store.name, slug: store.slug, whatsappNumber: store.whatsappNumber },
      mercadoPago: {
        checkoutUrl: 'https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=1-abc',
        paymentId: null,
        paymentMethod: null,
        installments: null,
        checkedAt: null,
      },
      delivery: null,
      dispatch: null,
    };
    const html = renderStorePage({ kind: 'order', base: '/store/moda-lina', store, order });
    expect(html).toMatch(
      /<a href="https:\/\/www\.mercadopago\.com\.ar\/checkout\/v1\/redirect\?pref_id=1-abc"[^>]*>Pagar con Mercado Pago<\/a>/,
    );
    const preparing = renderStorePage({
      kind: 'order',
      base: '/store/moda-lina',
      store,
      order: { ...order, mercadoPago: { ...order.mercadoPago!, checkoutUrl: null } },
    });
    expect(preparing).toContain('Estamos preparando el pago con Mercado Pago');
    expect(preparing).not.toContain('Pagar con Mercado Pago</a>');
    const rejected = renderStorePage({
      kind: 'order',
      base: '/store/moda-lina',
      store,
      order: { ...order, paymentStatus: 'rejected' },
    });
    expect(rejected).toContain('Pago rechazado');
    expect(rejected).toContain('Mercado Pago rechazó el pago. Puedes intentarlo de nuevo');
    expect(rejected).toContain('Pagar con Mercado Pago</a>');
  });

  it('says an order nobody confirmed is "Vencido", with the sentence, and offers no way to pay it', () => {
    const order: PublicOrder = {
      id: 'e0000000-0000-4000-8000-0000c06d5c2e',
      number: 'c06d5c2e',
      status: 'cancelled',
      paymentStatus: 'pending',
      paymentReceivedAt: null,
      paymentMethod: 'transfer',
      createdAt: '2026-03-14T18:05:00.000Z',
      reservedUntil: null,
      reservationExpired: false,
      expiredAt: '2026-03-17T18:05:00.000Z',
      customerName: 'Rocío',
      lines: [
        { productName: 'Vestido', attributes: [], quantity: 1, unitPriceCents: 1_000_000, totalCents: 1_000_000 },
      ],
      subtotalCents: 1_000_000,
      transferDiscountCents: 0,
      discountCode: null,
      codeDiscountCents: 0,
      totalCents: 1_000_000,
      delivery: null,
      dispatch: null,
      transfer: { cbu: 'moda.lina', holder: null },
      store: { name: store.name, slug: store.slug, whatsappNumber: store.whatsappNumber },
      mercadoPago: null,
    };
    const html = decode(renderStorePage({ kind: 'order', base: '/store/moda-lina', store, order }));
    expect(html).toMatch(/Pedido: (<!-- -->)?Vencido/);
    expect(html).toContain(EXPIRED_ORDER_NOTE);
    expect(html).not.toContain('Cancelado');
    expect(html).not.toContain('Cómo pagar');
  });

  it('leaves a product with one price and one picture without those islands', () => {
    const html = renderStorePage({
      kind: 'product',
      base: '',
      store,
      variantId: null,
      product: { ...product, images: ['/uploads/a'] },
    });
    expect(islands(html).map((i) => i.name)).toEqual(['storefront/header-actions', 'storefront/product-purchase']);
  });

  it('shows a promotion as "Antes" and the percent off on cards, and the product page on the variant its address names', () => {
    const text = (html: string) => decode(html.replaceAll('<!-- -->', ''));
    const onSale = text(
      renderStorePage({
        ...index,
        catalogue: { ...index.catalogue, items: [{ ...card, compareAtPriceCents: 3_125_000 }] },
      }),
    );
    expect(onSale).toContain('Antes <s>$31.250,00</s>');
    expect(onSale).toContain('-20%');
    expect(text(renderStorePage(index))).not.toContain('Antes');

    const second = {
      ...product.variants[0]!,
      id: 'd0000000-0000-4000-8000-000000000002',
      finalPriceCents: 2_650_000,
      compareAtPriceCents: 5_300_000,
    };
    const page = renderStorePage({
      kind: 'product',
      base: '',
      store,
      variantId: second.id,
      product: { ...product, variants: [...product.variants, second] },
    });
    expect(text(page)).toContain('$26.500,00');
    expect(text(page)).toContain('Antes <s>$53.000,00</s>');
    expect(text(page)).toContain('-50%');
    const found = islands(page);
    expect(found.find((i) => i.name === 'storefront/product-price')?.props).toEqual({
      productId: product.id,
      priceCents: 2_650_000,
      compareAtCents: 5_300_000,
    });
    expect(found.find((i) => i.name === 'storefront/product-purchase')?.props).toMatchObject({ variantId: second.id });
    expect(
      text(
        renderStorePage({
          kind: 'product',
          base: '',
          store,
          variantId: null,
          product: { ...product, variants: [...product.variants, second] },
        }),
      ),
    ).not.toContain('Antes');
  });

  it('puts a search box in the header on every page, a GET form to the search page that keeps the words', () => {
    const html = renderStorePage({
      kind: 'search',
      base: '/store/moda-lina',
      store,
      catalogue: { items: [card], total: 13, page: 1, pageSize: 12 },
      query: 'vestido "rojo"',
    });
    const forms = [...html.matchAll(/<form([^>]*role="search"[^>]*)>.*?<input[^>]*name="q"[^>]*value="([^"]*)"/gs)];
    expect(
      forms.map(([, attributes, value]) => [/action="([^"]+)"/.exec(attributes ?? '')?.[1], decode(value ?? '')]),
    ).toEqual([
      ['/store/moda-lina/search', 'vestido "rojo"'],
      ['/store/moda-lina/search', 'vestido "rojo"'],
    ]);
    expect(decode(html)).toContain('Resultados para “vestido "rojo"”');
    expect(html).toContain('href="/store/moda-lina/search?q=vestido+%22rojo%22&amp;page=2"');
    expect(renderStorePage({ kind: 'cart', base: '', store })).toMatch(/<form[^>]*role="search"[^>]*action="\/search"/);
  });

  it("names the cart page in its HTML, before the cart's code: the title and the way back to the store", () => {
    const html = renderStorePage({ kind: 'cart', base: '/store/moda-lina', store });
    const island = html.indexOf('data-island="storefront/cart"');
    expect(island).toBeGreaterThan(0);
    const before = html.slice(0, island);
    expect(before).toMatch(/<h1[^>]*>Carrito de Compras<\/h1>/);
    expect(before).toMatch(/<a[^>]*href="\/store\/moda-lina"[^>]*>.*Seguir comprando<\/a>/s);
  });

  it('says what was not found when a search finds nothing', () => {
    const html = renderStorePage({
      kind: 'search',
      base: '',
      store,
      catalogue: { items: [], total: 0, page: 1, pageSize: 12 },
      query: 'bicicleta <b>',
    });
    expect(decode(html)).toContain('No encontramos productos para “bicicleta <b>”');
    expect(html).not.toContain('<b>”');
  });
});
