import { render, screen } from '@testing-library/preact';
import { userEvent } from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import CopyText from './copy-text';

/* A copy button on the shopper's order page, next to the CBU/alias and the amount to transfer (docs/product/orders.md). */

it('copies its value and says so for two seconds', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<CopyText value="tienda.cobros" label="Copiar CBU/Alias" />);
  const button = screen.getByRole('button', { name: 'Copiar CBU/Alias' });
  expect(button).toHaveTextContent('Copiar');
  await user.click(button);
  expect(await navigator.clipboard.readText()).toBe('tienda.cobros');
  expect(await screen.findByText('¡Copiado!')).toBeInTheDocument();
  await vi.advanceTimersByTimeAsync(2000);
  expect(button).toHaveTextContent('Copiar');
  expect(screen.queryByText('¡Copiado!')).not.toBeInTheDocument();
  vi.useRealTimers();
});
