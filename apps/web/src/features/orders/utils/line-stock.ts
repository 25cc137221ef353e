import { type OrderFormLine, orderableUnits, statusDeductsStock } from '@vidriera/core';
import type { OrderDetail } from '../api/get-order';
import type { RemainingStock } from './variant-options';

/**
 * Units this order already took out of stock, per variant. Editing an order
 * whose stock was deducted gives those back before the new lines are taken,
 * so they count as available to the form.
 */
export function unitsHeldByOrder(order: OrderDetail | undefined): Map<string, number> {
  const held = new Map<string, number>();
  if (!order || order.source !== 'admin' || !statusDeductsStock(order.status)) return held;
  for (const line of order.items)
    if (line.variantId) held.set(line.variantId, (held.get(line.variantId) ?? 0) + line.quantity);
  return held;
}

/**
 * What a line may take of a variant: its available stock (plus what this
 * order holds) minus what the form's other lines of the same variant take.
 * `exceptIndex` is the line asking; null asks for a line yet to be added.
 */
export function remainingStock(
  lines: OrderFormLine[],
  held: Map<string, number>,
  exceptIndex: number | null,
): RemainingStock {
  return (variant) => {
    const taken = lines.reduce(
      (sum, line, index) =>
        index !== exceptIndex && line.variantId === variant.id && Number.isFinite(line.quantity)
          ? sum + line.quantity
          : sum,
      0,
    );
    return Math.max(0, orderableUnits(variant.availableStock) + (held.get(variant.id) ?? 0) - taken);
  };
}
