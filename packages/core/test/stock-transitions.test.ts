import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  type OrderStatusName,
  type StockEffect,
  statusDeductsStock,
  stockEffectOf,
} from '../src/orders/orders';

/** Every pair of states of the table in docs/product/orders.md, for an order whose stock follows its status. */
const EXPECTED: Record<OrderStatusName, Record<OrderStatusName, StockEffect>> = {
  pending: { pending: 'none', processing: 'deducted', completed: 'deducted', cancelled: 'released' },
  processing: { pending: 'restored', processing: 'none', completed: 'none', cancelled: 'restored' },
  completed: { pending: 'restored', processing: 'none', completed: 'none', cancelled: 'restored' },
  cancelled: { pending: 'none', processing: 'deducted', completed: 'deducted', cancelled: 'released' },
};

describe('stock moves of status changes', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      it(`${from} → ${to}: ${EXPECTED[from][to]}`, () => {
        expect(stockEffectOf(statusDeductsStock(from), to)).toBe(EXPECTED[from][to]);
      });
    }
  }
});
