import { catalogueRoutes } from '@vidriera/core';
import { describe, expect, it } from 'vitest';
import { adminScreen } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { findToast } from '@/test/toasts';
import { VariantStockFigures } from './variant-stock';

/* The variants' stock figures (docs/product/orders.md, "Stock") when they cannot be read. */

describe('the variants’ stock', () => {
  it('says it could not be read', async () => {
    const api = fakeApi();
    api.refuse(catalogueRoutes.variantStock, 429, {
      code: 'TOO_MANY_REQUESTS',
      message: 'Demasiados intentos. Espera un momento.',
    });
    adminScreen(<VariantStockFigures productId="00000000-0000-4000-8000-000000000002" />, {
      path: '/admin/products',
      elsewhere: [],
    });
    expect(await findToast('No se pudieron cargar las variantes del producto.')).toBeInTheDocument();
  });
});
