import { screen } from '@testing-library/preact';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { pageContainer } from '@/test/page-container';
import { followCategoryFilters } from '../lib/category-filter';
import { CategoryFilter } from './category-filter';

/*
 * The store index's category filter (docs/product/storefront.md): picking a
 * category shows its products at once, page 1; "Todas las categorías" is the
 * plain index. Without JavaScript it is a form with "Filtrar". Drawn by the
 * server; only the store page's script runs on it.
 */

const CATEGORIES = [
  { id: 'c-ropa', name: 'Ropa', parentId: null },
  { id: 'c-remeras', name: 'Remeras', parentId: 'c-ropa' },
  { id: 'c-accesorios', name: 'Accesorios', parentId: null },
];

/** The server's HTML of the filter for the page of `value`, with the page's script run on it (after `meanwhile`: what the shopper did before it ran). */
function storeIndex(value = 'all', meanwhile?: (page: HTMLElement) => void) {
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  onTestFinished(() => assign.mockRestore());
  const page = pageContainer(
    renderToString(<CategoryFilter categories={CATEGORIES} value={value} action="/store/demo" />),
  );
  meanwhile?.(page);
  followCategoryFilters();
  return { assign, user: userEvent.setup(), select: screen.getByRole('combobox', { name: 'Categoría' }) };
}

describe('the category filter', () => {
  it('lists every category, a child under its parent, the page’s one chosen', () => {
    // happy-dom 21 selects the second option of a parsed <select> whose `selected` option comes later: the page's category here is the second.
    const { select, assign } = storeIndex('c-ropa');
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Todas las categorías',
      'Ropa',
      '\u00a0\u00a0\u00a0Remeras',
      'Accesorios',
    ]);
    expect(select).toHaveValue('c-ropa');
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes to the chosen category’s first page as soon as the shopper picks it', async () => {
    const { assign, user, select } = storeIndex();
    await user.selectOptions(select, 'Accesorios');
    expect(assign).toHaveBeenCalledWith('/store/demo?category=c-accesorios');
  });

  it('goes back to the whole store with "Todas las categorías"', async () => {
    const { assign, user, select } = storeIndex('c-ropa');
    await user.selectOptions(select, 'Todas las categorías');
    expect(assign).toHaveBeenCalledWith('/store/demo');
  });

  it('counts a pick made before the page’s script ran', () => {
    const { assign } = storeIndex('all', (page) => {
      (page.querySelector('select') as HTMLSelectElement).value = 'c-accesorios';
    });
    expect(assign).toHaveBeenCalledWith('/store/demo?category=c-accesorios');
  });

  it('is a form with "Filtrar" for a browser without JavaScript, whose choice the browser does not put back', () => {
    storeIndex();
    const form = document.querySelector('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/store/demo');
    expect(form?.querySelector('noscript')?.innerHTML).toContain('Filtrar');
    expect(form?.querySelector('select')).toHaveAttribute('autocomplete', 'off');
  });
});
