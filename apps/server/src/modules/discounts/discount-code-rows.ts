import type { DiscountRule } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Selectable, sql } from 'kysely';

/** A discount code as the order reads it (migration 026). */
export type DiscountCodeRow = Pick<
  Selectable<Database['discount_codes']>,
  | 'id'
  | 'code'
  | 'kind'
  | 'value'
  | 'min_purchase_cents'
  | 'starts_at'
  | 'ends_at'
  | 'max_uses'
  | 'max_uses_per_phone'
  | 'category_ids'
  | 'product_ids'
  | 'paused'
  | 'uses_count'
> & {
  /** This phone's orders that hold a use of it (not cancelled). */
  phone_uses: number;
};

/**
 * The store's code by its normalised text, locked for the order's
 * transaction: concurrent orders with the same code wait here one after the
 * other, and the lock re-reads `uses_count` as the one before left it. The
 * phone's uses are counted under the phone's advisory lock (orders/order-checks.ts).
 */
export function discountCodeQuery(storeId: string, code: string, phoneKey: string) {
  return sql`
    select d.id, d.code, d.kind, d.value, d.min_purchase_cents, d.starts_at, d.ends_at, d.max_uses, d.max_uses_per_phone,
      d.category_ids, d.product_ids, d.paused, d.uses_count,
      (select count(*) from orders o where o.store_id = d.store_id and o.discount_code_id = d.id
        and o.customer_phone_key = ${phoneKey} and o.status <> 'cancelled')::integer as phone_uses
    from discount_codes d where d.store_id = ${storeId} and d.code = ${code}
    for update of d
  `;
}

const dateOrNull = (v: string | Date | null) => (v === null ? null : new Date(v));

export function discountRuleOf(row: Omit<DiscountCodeRow, 'phone_uses'>): DiscountRule {
  return {
    code: row.code,
    kind: row.kind,
    value: Number(row.value),
    minPurchaseCents: row.min_purchase_cents === null ? null : Number(row.min_purchase_cents),
    startsAt: dateOrNull(row.starts_at),
    endsAt: dateOrNull(row.ends_at),
    maxUses: row.max_uses,
    maxUsesPerPhone: row.max_uses_per_phone,
    categoryIds: row.category_ids,
    productIds: row.product_ids,
    paused: row.paused,
  };
}
