import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminScreen } from '@/test/admin-screen';
import { ExportOrdersDialog } from './export-orders-dialog';

/* "Exportar para el contador" (docs/product/orders.md, "Orders for the accountant"): a period, then the file's link. */

describe('the orders for the accountant', () => {
  it('links the file of the period chosen, and says why a period that ends before it starts cannot be asked for', async () => {
    const user = userEvent.setup();
    adminScreen(<ExportOrdersDialog />, { path: '/admin/orders', elsewhere: [] });
    await user.click(screen.getByRole('button', { name: 'Exportar para el contador' }));
    const from = await screen.findByLabelText('Desde');
    const to = screen.getByLabelText('Hasta');
    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.clear(to);
    await user.type(to, '2026-11-30');
    expect(screen.getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute(
      'href',
      '/api/orders/export.csv?from=2026-11-01&to=2026-11-30',
    );
    await user.clear(to);
    await user.type(to, '2026-10-31');
    expect(screen.getByText('La fecha hasta debe ser igual o posterior a la fecha desde')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeDisabled();
  });
});
