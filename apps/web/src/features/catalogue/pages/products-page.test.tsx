import { catalogueRoutes, type ProductSummary, type StoreDto, storeRoutes } from '@vidriera/core';
import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { adminScreen, fill } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { ProductsPage } from './products-page';

/*
 * The products list's search box (docs/product/catalogue.md, "Buscar productos"): the words go to the server, which
 * searches with the store's engine; the category filter stays beside them.
 */
const product = (n: number, name: string): ProductSummary => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name,
  description: '',
  priceCents: 1_000_000,
  categoryId: null,
  categoryName: null,
  isActive: n !== 2,
  isService: false,
  image: null,
  variantCount: 1,
  totalStock: 3,
  hasAttributes: false,
  minPriceCents: 1_000_000,
  maxPriceCents: 1_000_000,
  createdAt: '2026-12-01T12:00:00.000Z',
});
const CATALOGUE = [product(1, 'Remera lisa'), product(2, 'Camisa guardada'), product(3, 'Taza de cerámica')];

function productsScreen() {
  const api = fakeApi();
  api.answer(storeRoutes.mine, { store: { id: '00000000-0000-4000-8000-000000000001' } as StoreDto });
  api.answer(catalogueRoutes.listCategories, { categories: [] });
  api.answer(catalogueRoutes.latestImport, { import: null });
  api.answer(catalogueRoutes.importPictures, { importedAt: null, pending: 0, done: 0, failed: [] });
  api.answer(catalogueRoutes.listProducts, (sent) => {
    const q = sent.query.get('q');
    if (q === null) return { products: CATALOGUE };
    return { products: q === 'camisa' ? [CATALOGUE[1] as ProductSummary] : [] };
  });
  const user = adminScreen(<ProductsPage />, { path: '/admin/products', elsewhere: ['/admin/searches'] });
  return { api, user };
}

describe('the products list', () => {
  it('sends the words the owner types with the category, and lists what the server found', async () => {
    const { api, user } = productsScreen();
    expect(await screen.findByRole('heading', { name: 'Lista de Productos (3)' })).toBeInTheDocument();
    await fill(user, screen.getByRole('searchbox', { name: 'Buscar en tus productos' }), 'camisa');
    expect(await screen.findByRole('heading', { name: 'Lista de Productos (1)' })).toBeInTheDocument();
    expect(api.sentTo(catalogueRoutes.listProducts).at(-1)?.query.toString()).toBe('category=all&q=camisa');
    expect(screen.getAllByText('Camisa guardada').length).toBeGreaterThan(0);
    expect(screen.queryByText('Remera lisa')).not.toBeInTheDocument();
  });

  it('says when a search found nothing', async () => {
    const { user } = productsScreen();
    await screen.findByRole('heading', { name: 'Lista de Productos (3)' });
    await fill(user, screen.getByRole('searchbox', { name: 'Buscar en tus productos' }), 'bicicleta');
    expect(await screen.findByText('No encontramos productos para “bicicleta”.')).toBeInTheDocument();
  });

  it('leads to what shoppers search', async () => {
    const { user } = productsScreen();
    await user.click(await screen.findByRole('link', { name: 'Búsquedas' }));
    expect(await screen.findByRole('heading', { name: '/admin/searches' })).toBeInTheDocument();
  });
});
