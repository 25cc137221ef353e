import { AppError } from '../../shared/app-error';
import type { Metrics, OrderSource } from '../../shared/metrics';

/**
 * Saves an order and counts it for the operator's metrics (shared/metrics.ts): made, or refused for lack of stock.
 * `isNew` false: a retry that its Idempotency-Key answers with the order already saved, which counts for nothing.
 */
export async function countOrder<T>(
  metrics: Metrics,
  { source, isNew = true }: { source: OrderSource; isNew?: boolean },
  save: () => Promise<T>,
): Promise<T> {
  try {
    const saved = await save();
    if (isNew) metrics.orderCreated(source);
    return saved;
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_STOCK') metrics.stockRefused(source);
    throw error;
  }
}
