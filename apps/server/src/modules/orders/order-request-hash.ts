import { createHash } from 'node:crypto';
import type { StorefrontOrderInput } from '@vidriera/core';

/** Same body → same hash: the idempotency key must come back with the same request. */
export function requestHash(input: StorefrontOrderInput): string {
  const canonical = {
    items: [...input.items].sort((a, b) => a.variantId.localeCompare(b.variantId)),
    customerName: input.customerName,
    customerPhone: input.customerPhone,
    customerEmail: input.customerEmail ?? null,
    ...(input.paymentMethod ? { paymentMethod: input.paymentMethod } : {}),
    ...(input.delivery ? { delivery: input.delivery } : {}),
    ...(input.discountCode ? { discountCode: input.discountCode } : {}),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
