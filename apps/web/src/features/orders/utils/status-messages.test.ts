import { describe, expect, it } from 'vitest';
import { statusChangedMessage } from './status-messages';

describe('statusChangedMessage', () => {
  it('keeps the usual texts for a confirmation and for a cancellation that puts units back', () => {
    expect(statusChangedMessage('processing', 'deducted')).toBe('Stock deducido y pedido confirmado.');
    expect(statusChangedMessage('cancelled', 'restored')).toBe('Pedido cancelado y stock restaurado.');
  });

  it('tells the seller that a completed order moved back to pending returned its units and holds none', () => {
    expect(statusChangedMessage('pending', 'restored')).toBe(
      'Estado del pedido actualizado. Las unidades volvieron al stock y el pedido ya no las reserva.',
    );
  });

  it('tells a released reservation apart from a restored stock, and says when stock did not move', () => {
    expect(statusChangedMessage('cancelled', 'released')).toBe(
      'Pedido cancelado. Se liberó su reserva y las unidades vuelven a estar a la venta.',
    );
    expect(statusChangedMessage('cancelled', 'none')).toBe('Pedido cancelado. El stock no cambió.');
    expect(statusChangedMessage('completed', 'none')).toBe('Estado del pedido actualizado. El stock no cambió.');
  });

  it('never says a reservation was freed when it had already run out', () => {
    expect(statusChangedMessage('cancelled', 'none', { reservationExpired: true })).toBe(
      'Pedido cancelado. Su reserva ya había vencido: sus unidades ya estaban a la venta.',
    );
  });
});
