import { createHash } from 'node:crypto';
import { type AbandonedCheckoutLine, type AbandonedCheckoutSave, customerPhoneKey } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { invalid } from '../../shared/app-error';

/*
 * The cart's checkout, saved only because the shopper ticked "Quiero que la tienda me escriba si no termino el
 * pedido" (docs/product/abandoned-checkouts.md). The lines' names and prices are read here from the store's active
 * variants, never taken from the browser; one row per store and phone, which only the browser that saved it (its
 * random key, kept hashed) may replace or forget. Her order deletes it (orders/insert-pending-order.ts).
 */

/** Checkouts a store keeps at once: a flood of saves cannot grow a store's table past it. */
export const ABANDONED_CHECKOUTS_PER_STORE = 2000;

const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

interface LineRow {
  id: string;
  product_name: string;
  unit_price: number | string;
  attributes: { displayName: string; displayValue: string }[];
}

async function linesOf(db: Kysely<Database>, storeId: string, items: AbandonedCheckoutSave['items']) {
  const ids = items.map((i) => i.variantId);
  const rows = await sql<LineRow>`
    select v.id, p.name as product_name, p.price_cents + v.price_adjustment_cents as unit_price,
      coalesce((select json_agg(json_build_object(
          'displayName', a.display_name,
          'displayValue', coalesce(av.display_value, vv.text_value, vv.number_value::text, case when vv.boolean_value then 'Sí' else 'No' end))
          order by a.sort_order)
        from variant_values vv join attributes a on a.id = vv.attribute_id left join attribute_values av on av.id = vv.attribute_value_id
        where vv.variant_id = v.id), '[]') as attributes
    from product_variants v join products p on p.id = v.product_id
    where v.store_id = ${storeId} and v.id = any(${ids}::uuid[]) and v.is_active and p.is_active
  `.execute(db);
  const byId = new Map(rows.rows.map((r) => [r.id, r]));
  const lines: AbandonedCheckoutLine[] = items.flatMap(({ variantId, quantity }) => {
    const row = byId.get(variantId);
    return row
      ? [
          {
            productName: row.product_name,
            attributes: row.attributes,
            quantity,
            unitPriceCents: Number(row.unit_price),
          },
        ]
      : [];
  });
  if (lines.length === 0) throw invalid('items', 'Los productos del carrito ya no están disponibles.');
  return lines;
}

export async function saveAbandonedCheckout(db: Kysely<Database>, storeId: string, input: AbandonedCheckoutSave) {
  const lines = await linesOf(db, storeId, input.items);
  const totalCents = lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
  const phoneKey = customerPhoneKey(input.customerPhone);
  // One statement: inserted while the store is under its allowance, or replaced when this browser saved it.
  await sql`
    insert into abandoned_checkouts (store_id, phone_key, client_key_hash, customer_phone, customer_name, customer_email, lines, total_cents)
    select ${storeId}::uuid, ${phoneKey}, ${keyHash(input.key)}, ${input.customerPhone}, ${input.customerName},
      ${input.customerEmail ?? null}, ${JSON.stringify(lines)}::jsonb, ${totalCents}::bigint
    where (select count(*) from abandoned_checkouts where store_id = ${storeId}::uuid) < ${ABANDONED_CHECKOUTS_PER_STORE}::integer
    on conflict (store_id, phone_key) do update set
      customer_phone = excluded.customer_phone, customer_name = excluded.customer_name,
      customer_email = excluded.customer_email, lines = excluded.lines, total_cents = excluded.total_cents,
      updated_at = now()
    where abandoned_checkouts.client_key_hash = excluded.client_key_hash
  `.execute(db);
}

/** The tick taken back: what this browser saved is deleted. */
export async function forgetAbandonedCheckout(db: Kysely<Database>, storeId: string, key: string): Promise<void> {
  await db
    .deleteFrom('abandoned_checkouts')
    .where('store_id', '=', storeId)
    .where('client_key_hash', '=', keyHash(key))
    .execute();
}

/** Her order deletes her saved checkout: a CTE of the order's own statement (no round trip). */
export function forgetOnOrderSql(storeId: string, phoneKey: string) {
  return sql`delete from abandoned_checkouts where store_id = ${storeId}::uuid and phone_key = ${phoneKey}`;
}
