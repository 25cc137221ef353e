import { render, screen, waitFor } from '@testing-library/preact';
import { userEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';
import ProductCarousel from './product-carousel';

/* A product's pictures turn in a loop, by the arrows and the thumbnails (docs/product/storefront.md). */

const current = (n: number) =>
  waitFor(() =>
    expect(screen.getByRole('button', { name: `Ver imagen ${n}` })).toHaveAttribute('aria-current', 'true'),
  );

it('turns by the arrows, round the ends, and jumps to a thumbnail', async () => {
  render(
    <ProductCarousel
      images={['/uploads/frente', '/uploads/espalda', '/uploads/detalle']}
      name="Gorra Trucker"
      productId="gorra"
    />,
  );
  const user = userEvent.setup();
  const pictures = screen.getByRole('region', { name: 'Imágenes de Gorra Trucker' });
  expect(pictures).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Gorra Trucker' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Imagen siguiente' })).toBeEnabled());
  await current(1);
  await user.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
  await current(2);
  await user.click(screen.getByRole('button', { name: 'Imagen anterior' }));
  await user.click(screen.getByRole('button', { name: 'Imagen anterior' }));
  await current(3);
  await user.click(screen.getByRole('button', { name: 'Ver imagen 1' }));
  await current(1);
});

it('shows a single picture without arrows or thumbnails', () => {
  render(<ProductCarousel images={['/uploads/frente']} name="Medias" productId="medias" />);
  expect(screen.getByRole('img', { name: 'Medias' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Imagen siguiente' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Ver imagen/ })).not.toBeInTheDocument();
});
