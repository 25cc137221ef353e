import { catalogueRoutes } from '@vidriera/core';
import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { adminScreen } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { DiscountScopeFields } from './discount-scope-fields';

/* "Vale para" of a discount code (docs/product/orders.md): a store's categories of one name under different parents read apart. */

const category = (id: string, name: string, parentId: string | null) => ({
  id,
  name,
  parentId,
  description: null,
  createdAt: '2026-12-01T12:00:00.000Z',
});

describe('the categories a code can be limited to', () => {
  it('names each child category with its parent', async () => {
    const api = fakeApi();
    api.answer(catalogueRoutes.listCategories, {
      categories: [
        category('00000000-0000-4000-8000-000000000001', 'Mujer', null),
        category('00000000-0000-4000-8000-000000000002', 'Hombre', null),
        category('00000000-0000-4000-8000-000000000003', 'Remeras', '00000000-0000-4000-8000-000000000001'),
        category('00000000-0000-4000-8000-000000000004', 'Remeras', '00000000-0000-4000-8000-000000000002'),
        category('00000000-0000-4000-8000-000000000005', 'Remeras', null),
      ],
    });
    api.answer(catalogueRoutes.listProducts, { products: [] });
    adminScreen(
      <DiscountScopeFields
        categoryIds={[]}
        productIds={[]}
        onCategories={() => undefined}
        onProducts={() => undefined}
      />,
      { path: '/admin/discounts', elsewhere: [] },
    );
    expect(await screen.findByRole('checkbox', { name: 'Mujer › Remeras' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Hombre',
      'Hombre › Remeras',
      'Mujer',
      'Mujer › Remeras',
      'Remeras',
    ]);
  });
});
