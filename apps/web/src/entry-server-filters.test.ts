import { type CatalogueFacets, NO_FACETS, NO_SELECTION, readSelection, type StorePage } from '@vidriera/core';
import { describe, expect, it } from 'vitest';
import { renderStorePage } from './entry-server';
import { card, decode, index, store } from './test/store-page-samples';

/*
 * The filters as the server draws them (docs/product/storefront.md, "Filtros"): each value a plain link to the
 * list with it chosen or taken away, page 1, in the canonical order; the price a GET form; the empty list a way on.
 */

const MUJER = 'c0000000-0000-4000-8000-000000000010';
const VESTIDOS = 'c0000000-0000-4000-8000-000000000011';
const HOMBRE = 'c0000000-0000-4000-8000-000000000012';

const facets: CatalogueFacets = {
  categories: [
    { id: HOMBRE, name: 'Hombre', parentId: null, count: 0 },
    { id: MUJER, name: 'Mujer', parentId: null, count: 5 },
    { id: VESTIDOS, name: 'Vestidos', parentId: MUJER, count: 3 },
  ],
  attributes: [
    { key: 'color', name: 'Color', values: [{ key: 'negro', name: 'Negro', count: 4, hexColor: '#111827' }] },
    {
      key: 'talle',
      name: 'Talle',
      values: [
        { key: '36', name: '36', count: 2, hexColor: null },
        { key: '38', name: '38', count: 3, hexColor: null },
      ],
    },
  ],
  brands: [{ key: 'nike', name: 'Nike', count: 1, hexColor: null }],
  price: { minCents: 1_000_050, maxCents: 2_999_950 },
  inStock: 5,
};

const selection = readSelection(new URLSearchParams('talle=38'));
const filteredIndex: StorePage = {
  ...index,
  catalogue: { ...index.catalogue, facets, items: [{ ...card, variantId: 'd0000000-0000-4000-8000-000000000009' }] },
  selection,
};

/** Every link of the page: its address and its text as a screen reader reads it (its parts are blocks: spaced). */
const links = (html: string) =>
  [...html.matchAll(/<a([^>]*)>(.*?)<\/a>/gs)].map(([, attributes = '', inner = '']) => ({
    href: decode(/href="([^"]*)"/.exec(attributes)?.[1] ?? ''),
    current: attributes.includes('aria-current="true"'),
    text: decode(inner.replace(/<!--.*?-->/g, '').replace(/<[^>]+>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim(),
  }));
const linkTo = (html: string, text: RegExp) => links(html).filter((l) => text.test(l.text));

describe('the filters of a store page', () => {
  it('offers each value with its count as a link that adds it to the filters chosen, page 1', () => {
    const html = renderStorePage(filteredIndex);
    // The panel is drawn twice (the phone's sheet, the wide screen's column): the same links in both.
    expect(linkTo(html, /^Negro 4 productos$/).map((l) => l.href)).toEqual([
      '/store/moda-lina?color=negro&talle=38',
      '/store/moda-lina?color=negro&talle=38',
    ]);
    expect(linkTo(html, /^36 2 productos$/)[0]?.href).toBe('/store/moda-lina?talle=36&talle=38');
    expect(linkTo(html, /^Nike 1 producto$/)[0]?.href).toBe('/store/moda-lina?talle=38&marca=nike');
    expect(linkTo(html, /^Solo con stock 5 productos$/)[0]?.href).toBe('/store/moda-lina?talle=38&stock=1');
    expect(html).toMatch(/<svg[^>]*><circle[^>]*fill="#111827"/);
  });

  it('marks a chosen value, whose link takes it away, and offers to clear them all', () => {
    const html = renderStorePage(filteredIndex);
    const chosen = linkTo(html, /^Quitar filtro: 38 3 productos$/);
    expect(chosen).toHaveLength(2);
    expect(chosen[0]).toMatchObject({ href: '/store/moda-lina', current: true });
    expect(linkTo(html, /^36/)[0]?.current).toBe(false);
    expect(linkTo(html, /^Quitar filtro Talle: 38$/).map((l) => l.href)).toEqual(['/store/moda-lina']);
    expect(linkTo(html, /^Limpiar filtros$/)[0]?.href).toBe('/store/moda-lina');
    expect(linkTo(html, /^Ver 13 productos$/)[0]?.href).toBe('/store/moda-lina?talle=38');
  });

  it('draws the category tree with its counts, only the categories the list has products in', () => {
    const html = renderStorePage(filteredIndex);
    expect(linkTo(html, /^Mujer 5 productos$/)[0]?.href).toBe(`/store/moda-lina?category=${MUJER}&talle=38`);
    expect(linkTo(html, /^Vestidos 3 productos$/)[0]?.href).toBe(`/store/moda-lina?category=${VESTIDOS}&talle=38`);
    expect(linkTo(html, /^Hombre/)).toEqual([]);
    expect(linkTo(html, /Todas las categorías/)[0]).toMatchObject({ href: '/store/moda-lina?talle=38', current: true });
    // Every category is no filter to take away.
    expect(linkTo(html, /^Todas las categorías$/)).toHaveLength(2);
  });

  it('asks the price with a GET form that keeps the other filters, hinting the cheapest and dearest price', () => {
    const html = renderStorePage(filteredIndex);
    const form = /<form(?![^>]*role="search")[^>]*>(.*?)<\/form>/s.exec(html);
    expect(form?.[0]).toContain('action="/store/moda-lina"');
    expect(form?.[1]).toContain('<input type="hidden" name="talle" value="38"/>');
    const box = (name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(form?.[1] ?? '')?.[0];
    expect(box('precio_desde')).toContain('placeholder="10000"');
    expect(box('precio_hasta')).toContain('placeholder="30000"');
  });

  it('keeps the filters in the pages and links a card to the variant the filters chose', () => {
    const html = renderStorePage(filteredIndex);
    expect(linkTo(html, /^2$/)[0]?.href).toBe('/store/moda-lina?talle=38&page=2');
    expect(html).toContain(
      `href="/store/moda-lina/product/${card.slug}?variante=d0000000-0000-4000-8000-000000000009"`,
    );
  });

  it('keeps the words searched in every filter link of the search page', () => {
    const html = renderStorePage({
      kind: 'search',
      base: '/store/moda-lina',
      store,
      catalogue: filteredIndex.catalogue,
      query: 'vestido',
      selection,
    });
    expect(linkTo(html, /^Negro/)[0]?.href).toBe('/store/moda-lina/search?q=vestido&color=negro&talle=38');
    expect(linkTo(html, /^Limpiar filtros$/)[0]?.href).toBe('/store/moda-lina/search?q=vestido');
    expect(html).toContain('<input type="hidden" name="q" value="vestido"/>');
  });
});

describe('a list that found nothing', () => {
  const categories = [
    { id: MUJER, name: 'Mujer', parentId: null },
    { id: VESTIDOS, name: 'Vestidos', parentId: MUJER },
  ];
  const empty = { items: [], total: 0, page: 1, pageSize: 12, facets: NO_FACETS, suggestion: null };

  it('offers the suggested words and the store’s categories, never a dead end', () => {
    const html = renderStorePage({
      kind: 'search',
      base: '',
      store: { ...store, categories },
      catalogue: { ...empty, suggestion: 'vestido' },
      query: 'vestdio',
      selection: NO_SELECTION,
    });
    expect(decode(html)).toContain('No encontramos productos para “vestdio”');
    expect(linkTo(html, /^«vestido»$/)[0]?.href).toBe('/search?q=vestido');
    expect(decode(html.replace(/<[^>]+>/g, ''))).toContain('¿Quisiste decir «vestido»?');
    expect(linkTo(html, /^Mujer$/)[0]?.href).toBe(`/?category=${MUJER}`);
    expect(linkTo(html, /^Ver todos los productos$/)[0]?.href).toBe('/');
  });

  it('on a filtered index says so, offers to clear the filters and keeps the panel to change them', () => {
    const html = renderStorePage({
      ...index,
      store: { ...store, categories },
      catalogue: { ...empty, facets: { ...facets, inStock: 0 } },
      selection,
    });
    expect(decode(html)).toContain('No hay productos con estos filtros.');
    expect(linkTo(html, /^Limpiar filtros$/).map((l) => l.href)).toContain('/store/moda-lina');
    expect(linkTo(html, /^Mujer$/)[0]?.href).toBe(`/store/moda-lina?category=${MUJER}`);
    expect(linkTo(html, /^Quitar filtro: 38/)).toHaveLength(2);
  });
});
