import { catalogueRoutes, type SearchStatistics, type StoreDto, storeRoutes } from '@vidriera/core';
import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { adminScreen } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { SearchStatisticsPage } from './search-statistics-page';

/*
 * "Búsquedas" (docs/product/storefront.md, "Búsqueda"): what shoppers searched in the last 30 days, and what found
 * nothing, with a way to add a synonym for it.
 */
function searches(answer: SearchStatistics) {
  const api = fakeApi();
  // The screen needs the owner's store to exist; nothing else of it.
  api.answer(storeRoutes.mine, { store: { id: '00000000-0000-4000-8000-000000000001' } as StoreDto });
  api.answer(catalogueRoutes.searchStatistics, answer);
  return adminScreen(<SearchStatisticsPage />, { path: '/admin/searches', elsewhere: ['/admin/settings'] });
}

const rows = (name: string) =>
  within(screen.getByRole('heading', { name }).closest('[data-slot="card"]') as HTMLElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent));

describe('the searches screen', () => {
  it('lists the most searched and those that found nothing, each with a link to add a synonym', async () => {
    const user = searches({
      days: 30,
      frequent: [
        { query: 'remera negra', searches: 1200, results: 8 },
        { query: 'porongo', searches: 3, results: 0 },
      ],
      nothingFound: [{ query: 'porongo', searches: 3, results: 0 }],
    });
    expect(await screen.findByRole('heading', { name: 'Lo más buscado' })).toBeInTheDocument();
    expect(rows('Lo más buscado')).toEqual([
      ['remera negra', '1.200 veces', '8'],
      ['porongo', '3 veces', 'Ninguno'],
    ]);
    expect(rows('Sin resultados')).toEqual([['porongo', '3 veces', 'Ninguno']]);
    const link = screen.getByRole('link', { name: 'Agregar un sinónimo para “porongo”' });
    expect(link).toHaveAttribute('href', '/admin/settings?sinonimo=porongo#busqueda');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: '/admin/settings' })).toBeInTheDocument();
  });

  it('says so when nobody searched yet', async () => {
    searches({ days: 30, frequent: [], nothingFound: [] });
    expect(await screen.findByText('Todavía nadie buscó en tu tienda.')).toBeInTheDocument();
    expect(screen.getByText('Todas las búsquedas encontraron algo.')).toBeInTheDocument();
  });
});
