import {
  DELIVERY_METHOD_LABELS,
  formatCsvMoney,
  formatOrderDateTime,
  ORDER_EXPORT_COLUMNS,
  ORDER_TIME_ZONE,
  type OrderDelivery,
  type OrderExportQuery,
  orderStatusLabel,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  savedOrderTotal,
  shortOrderId,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { csvLines, escapeFormula, spreadsheetCsv } from '../../shared/spreadsheet-csv';
import { yieldToLoop } from '../../shared/yield-to-loop';

interface ExportRow {
  id: string;
  created_at: Date | string;
  created_at_text: string;
  customer_name: string;
  customer_phone: string | null;
  customer_email: string | null;
  lines: string | null;
  units: number | null;
  total_cents: string | number;
  code_discount_cents: string | number;
  discount_code: string | null;
  transfer_discount_cents: string | number;
  shipping_fee_cents: string | number | null;
  delivery: OrderDelivery | null;
  payment_method: keyof typeof PAYMENT_METHOD_LABELS | null;
  payment_status: keyof typeof PAYMENT_STATUS_LABELS;
  status: 'pending' | 'processing' | 'completed' | 'cancelled';
  expired_at: Date | string | null;
}

const PAGE = 500;

/** One page of the period's orders, oldest first, each with its lines in one cell: "2 x Remera (Rojo / M) | 1 x Gorra". */
async function readPage(db: Kysely<Database>, storeId: string, q: OrderExportQuery, after: ExportRow | null) {
  const zone = ORDER_TIME_ZONE;
  const result = await sql<ExportRow>`
    select o.id, o.created_at, o.created_at::text as created_at_text, o.customer_name, o.customer_phone, o.customer_email,
      o.total_cents, o.code_discount_cents, o.discount_code, o.transfer_discount_cents, o.shipping_fee_cents, o.delivery,
      o.payment_method, o.payment_status, o.status, o.expired_at,
      (select string_agg(i.quantity || ' x ' || i.product_name || coalesce(' (' || (
          select string_agg(a->>'displayValue', ' / ') from jsonb_array_elements(i.attributes) a) || ')', ''), ' | ' order by i.position)
        from order_items i where i.order_id = o.id) as lines,
      (select sum(i.quantity)::integer from order_items i where i.order_id = o.id) as units
    from orders o
    where o.store_id = ${storeId}
      and o.created_at >= (${q.from}::date)::timestamp at time zone ${zone}
      and o.created_at < (${q.to}::date + 1)::timestamp at time zone ${zone}
      ${after ? sql`and (o.created_at, o.id) > (${after.created_at_text}::timestamptz, ${after.id}::uuid)` : sql``}
    order by o.created_at, o.id
    limit ${PAGE}
  `.execute(db);
  return result.rows;
}

function line(r: ExportRow): string[] {
  const amounts = savedOrderTotal({
    totalCents: Number(r.total_cents),
    codeDiscountCents: Number(r.code_discount_cents),
    discountCode: r.discount_code,
    transferDiscountCents: Number(r.transfer_discount_cents),
    delivery: r.delivery && {
      method: r.delivery.method,
      feeCents: r.shipping_fee_cents === null ? null : Number(r.shipping_fee_cents),
      free: r.delivery.method === 'shipping' && r.delivery.free,
    },
  });
  const [day = '', time = ''] = formatOrderDateTime(r.created_at).split(', ');
  return [
    day,
    time,
    shortOrderId(r.id),
    escapeFormula(r.customer_name),
    escapeFormula(r.customer_phone ?? ''),
    escapeFormula(r.customer_email ?? ''),
    escapeFormula(r.lines ?? ''),
    String(r.units ?? 0),
    formatCsvMoney(amounts.subtotalCents),
    escapeFormula(r.discount_code ?? ''),
    formatCsvMoney(amounts.codeDiscountCents),
    formatCsvMoney(amounts.transferDiscountCents),
    formatCsvMoney(amounts.shipping?.feeCents ?? 0),
    formatCsvMoney(amounts.totalCents),
    r.payment_method ? PAYMENT_METHOD_LABELS[r.payment_method] : '',
    orderStatusLabel({ status: r.status, expiredAt: r.expired_at === null ? null : String(r.expired_at) }),
    PAYMENT_STATUS_LABELS[r.payment_status],
    r.delivery ? DELIVERY_METHOD_LABELS[r.delivery.method] : '',
  ];
}

/**
 * The orders of a period for the accountant (docs/product/orders.md, "Orders for the accountant"), every state, as
 * the catalogue's file is written (shared/spreadsheet-csv.ts): amounts in pesos with a decimal comma, exact to the
 * cent, the total's steps worked out as every page shows them (`savedOrderTotal`).
 */
export async function exportOrdersCsv(db: Kysely<Database>, storeId: string, q: OrderExportQuery): Promise<string> {
  const parts = [csvLines([[...ORDER_EXPORT_COLUMNS]])];
  let after: ExportRow | null = null;
  for (;;) {
    const rows = await readPage(db, storeId, q, after);
    if (rows.length > 0) parts.push(csvLines(rows.map(line)));
    if (rows.length < PAGE) break;
    after = rows.at(-1) ?? null;
    await yieldToLoop();
  }
  return spreadsheetCsv(parts);
}
