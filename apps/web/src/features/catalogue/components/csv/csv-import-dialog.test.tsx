import { type CatalogueImportStatus, catalogueRoutes } from '@vidriera/core';
import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { adminScreen } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { CatalogueImportStatus as ImportNotice } from './catalogue-import-status';
import { CsvImportDialog } from './csv-import-dialog';

/*
 * "Importar CSV" confirmed a second time (docs/product/catalogue.md, "Planilla
 * CSV"): the previous import's "Catálogo importado" notice is not left up to
 * read as the new import's result.
 */

const previous: CatalogueImportStatus = {
  id: '00000000-0000-4000-8000-000000000001',
  state: 'done',
  rowsDone: 9,
  rowsTotal: 9,
  products: 9,
  result: { created: 9, updated: 0 },
  error: null,
  failures: [],
  createdAt: '2026-12-01T12:00:00.000Z',
  finishedAt: '2026-12-01T12:00:05.000Z',
};

describe('a second import', () => {
  it('takes down the previous import’s notice as soon as it is confirmed', async () => {
    const api = fakeApi();
    api.answer(catalogueRoutes.latestImport, { import: previous });
    api.answer(catalogueRoutes.previewImport, {
      products: [{ row: 2, name: 'Remera', action: 'update', variants: 1 }],
      errors: [],
      warnings: [],
      newCategories: [],
      newAttributes: [],
      rows: 1,
      layout: 'vidriera',
      ignoredColumns: [],
    });
    // The confirmation is still on its way while the test looks.
    const answered = vi.fn();
    const fake = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) =>
      init.method === 'POST' && new URL(input, 'http://localhost').pathname === catalogueRoutes.import.path
        ? new Promise(answered)
        : fake(input, init),
    );
    const user = adminScreen(
      <>
        <ImportNotice />
        <CsvImportDialog open onOpenChange={() => undefined} />
      </>,
      { path: '/admin/products', elsewhere: [] },
    );
    expect(await screen.findByText('9 productos creados y 0 actualizados.')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Archivo CSV'),
      new File(['Producto;Precio base\nRemera;100'], 'remeras.csv', { type: 'text/csv' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Importar 1 producto' }));
    expect(await screen.findByText('Importando 1 fila…')).toBeInTheDocument();
    expect(answered).toHaveBeenCalled();
    expect(screen.queryByText('Catálogo importado')).not.toBeInTheDocument();
    expect(screen.queryByText('9 productos creados y 0 actualizados.')).not.toBeInTheDocument();
  });
});
