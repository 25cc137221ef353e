import { NO_FACETS, NO_SELECTION } from '@vidriera/core';
import { describe, expect, it } from 'vitest';
import { renderStorePage } from './entry-server';
import { card, decode, index, islands, product, store } from './test/store-page-samples';

/*
 * The store pages' markup as the server sends it: links, escaped text, and
 * islands with their props. (Unit tests render with React's own renderer; the
 * build's, Preact's, draws the same markup, which the e2e specs read.)
 */

describe('a store page rendered on the server', () => {
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

  it('marks its islands with their props and when they load; the filters are no island', () => {
    const html = renderStorePage(index);
    // The filters are links and a GET form (components/filter-panel.tsx): no code of their own.
    expect(islands(html).map(({ name, load }) => `${name}@${load}`)).toEqual(['storefront/header-actions@use']);
    // The header's and the floating cart's counts come empty: the page's script paints them from the stored cart.
    expect(html.match(/<span data-cart-badge="moda-lina"[^>]*><\/span>/g)).toHaveLength(2);
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
      catalogue: { items: [card], total: 13, page: 1, pageSize: 12, facets: NO_FACETS, suggestion: null },
      query: 'vestido "rojo"',
      selection: NO_SELECTION,
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
      catalogue: { items: [], total: 0, page: 1, pageSize: 12, facets: NO_FACETS, suggestion: null },
      query: 'bicicleta <b>',
      selection: NO_SELECTION,
    });
    expect(decode(html)).toContain('No encontramos productos para “bicicleta <b>”');
    expect(html).not.toContain('<b>”');
  });
});
