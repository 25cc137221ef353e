import { render, screen, waitFor, within } from '@testing-library/preact';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { StoreSearchForm } from '../components/store-search-form';
import { wakeSearchSuggestions } from './search-suggestions-wake';

/*
 * The header's search box suggests products and categories as the shopper types (docs/product/storefront.md,
 * "Búsqueda"): its code arrives on the first touch of the box, and the list is a combobox's.
 */

const ANSWER = {
  products: [
    {
      id: 'p1',
      slug: 'remera-lisa-p1',
      name: 'Remera lisa',
      image: '/uploads/remera',
      priceCents: 1_000_000,
      minPriceCents: 950_000,
    },
  ],
  categories: [{ id: 'c-remeras', name: 'Remeras' }],
};

function searchBox() {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    asked.push(url);
    if (init.signal?.aborted) throw new DOMException('Cancelado', 'AbortError');
    return new Response(JSON.stringify(ANSWER), { headers: { 'content-type': 'application/json' } });
  });
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  onTestFinished(() => {
    assign.mockRestore();
    vi.unstubAllGlobals();
  });
  render(
    <StoreSearchForm
      action="/store/demo/search"
      query=""
      id="store-search"
      store={{
        api: '/api/public/stores/demo/suggestions?q=',
        productPath: '/store/demo/product/',
        index: '/store/demo',
      }}
    />,
  );
  wakeSearchSuggestions();
  return { asked, assign, user: userEvent.setup(), box: screen.getByRole('searchbox', { name: 'Buscar productos' }) };
}

const combobox = () => screen.findByRole('combobox', { name: 'Buscar productos' });

describe('the search box suggestions', () => {
  it('is a plain search box until the shopper reaches for it', async () => {
    const { box, asked, user } = searchBox();
    expect(box.closest('form')).toHaveAttribute('action', '/store/demo/search');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(box);
    expect(await combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(asked).toEqual([]);
  });

  it('lists the products, the categories and the search itself for what is typed, asking once after typing pauses', async () => {
    const { box, asked, user } = searchBox();
    await user.type(box, 'rem');
    const list = await screen.findByRole('listbox', { name: 'Sugerencias' });
    expect(await combobox()).toHaveAttribute('aria-expanded', 'true');
    expect((await combobox()).getAttribute('aria-controls')).toBe(list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Remera lisa$9.500,00', 'RemerasCategoría', 'Buscar «rem»']);
    expect(asked).toEqual(['/api/public/stores/demo/suggestions?q=rem']);
    expect(screen.getByRole('status')).toHaveTextContent('2 sugerencias');
    expect(options[0]?.querySelector('img')).toHaveAttribute('src', '/uploads/remera-320.webp');
  });

  it('moves through the options with the arrows and opens the one chosen with Enter', async () => {
    const { box, assign, user } = searchBox();
    await user.type(box, 'rem');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    const [product] = screen.getAllByRole('option');
    expect(product).toHaveAttribute('aria-selected', 'true');
    expect(await combobox()).toHaveAttribute('aria-activedescendant', product?.id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(assign).toHaveBeenCalledWith('/store/demo?category=c-remeras');
  });

  it('opens a product or the search page with a tap', async () => {
    const { box, assign, user } = searchBox();
    await user.type(box, 'rem');
    await user.click(await screen.findByRole('option', { name: /Remera lisa/ }));
    expect(assign).toHaveBeenCalledWith('/store/demo/product/remera-lisa-p1');
    await user.click(screen.getByRole('option', { name: 'Buscar «rem»' }));
    expect(assign).toHaveBeenLastCalledWith('/store/demo/search?q=rem');
  });

  it('closes with Escape and keeps the words; Enter with no option chosen sends the form', async () => {
    const { box, assign, user } = searchBox();
    const sent = vi.fn((event: Event) => event.preventDefault());
    box.closest('form')?.addEventListener('submit', sent);
    await user.type(box, 'rem');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(await combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('rem');
    await user.keyboard('{Enter}');
    expect(sent).toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('closes the list when the box is emptied', async () => {
    const { box, user } = searchBox();
    await user.type(box, 'rem');
    await screen.findByRole('listbox');
    await user.clear(box);
    await waitFor(async () => expect(await combobox()).toHaveAttribute('aria-expanded', 'false'));
  });
});
