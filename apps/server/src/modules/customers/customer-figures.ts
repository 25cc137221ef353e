import type { CustomerSummary } from '@vidriera/core';
import { sql } from 'kysely';

/**
 * A customer's figures, read from her orders every time (never kept twice, so they always agree with the orders
 * list): orders not cancelled, the confirmed ones' total (processing or completed, docs/decisions/009), their
 * average and the last order not cancelled.
 */
export const figuresOf = (storeId: string) => sql`
  select o.customer_id,
    count(*) filter (where o.status <> 'cancelled')::integer as orders,
    coalesce(sum(o.total_cents) filter (where o.status in ('processing', 'completed')), 0)::bigint as spent,
    count(*) filter (where o.status in ('processing', 'completed'))::integer as confirmed,
    max(o.created_at) filter (where o.status <> 'cancelled') as last_order_at
  from orders o where o.store_id = ${storeId} and o.customer_id is not null group by o.customer_id`;

export interface SummaryRow {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  tags: string[];
  orders: number | null;
  spent: string | number | null;
  confirmed: number | null;
  last_order_at: Date | string | null;
}

export function summaryOf(row: SummaryRow): CustomerSummary {
  const spent = Number(row.spent ?? 0);
  const confirmed = Number(row.confirmed ?? 0);
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    tags: row.tags,
    orders: Number(row.orders ?? 0),
    spentCents: spent,
    averageTicketCents: confirmed === 0 ? 0 : Math.round(spent / confirmed),
    lastOrderAt: row.last_order_at === null ? null : new Date(row.last_order_at).toISOString(),
  };
}
