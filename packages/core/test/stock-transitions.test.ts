import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatusName, statusDeductsStock, stockMoveFor } from '../src/orders';

/** Every pair of states of the spec's table, for an order whose stock follows its status. */
const EXPECTED: Record<OrderStatusName, Record<OrderStatusName, string>> = {
  pending: { pending: 'none', processing: 'deduct', completed: 'deduct', cancelled: 'release' },
  processing: { pending: 'restore', processing: 'none', completed: 'none', cancelled: 'restore' },
  completed: { pending: 'restore', processing: 'none', completed: 'none', cancelled: 'restore' },
  cancelled: { pending: 'none', processing: 'deduct', completed: 'deduct', cancelled: 'release' },
};

describe('stock moves of status changes', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      it(`${from} → ${to}: ${EXPECTED[from][to]}`, () => {
        expect(stockMoveFor(statusDeductsStock(from), to)).toBe(EXPECTED[from][to]);
      });
    }
  }
});
