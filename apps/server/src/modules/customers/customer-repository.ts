import {
  CUSTOMER_MERGE_SAME,
  CUSTOMER_NOT_FOUND,
  CUSTOMER_TAG_MAX,
  CUSTOMERS_PAGE_SIZE,
  type CustomerDetail,
  type CustomerListQuery,
  type CustomerSort,
  type CustomerSummary,
  ERASED_CUSTOMER_NAME,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { invalid, notFound } from '../../shared/app-error';
import { figuresOf, type SummaryRow, summaryOf } from './customer-figures';

const SORT_COLUMNS: Record<CustomerSort, string> = {
  last: 'f.last_order_at',
  spent: 'coalesce(f.spent, 0)',
  orders: 'coalesce(f.orders, 0)',
  name: 'lower(c.name)',
};

/** What the search box finds: a part of the name or e-mail, or of the phone's digits as any way it was written. */
function searchOf(q: string | undefined) {
  if (!q) return sql``;
  const digits = q.replace(/\D/g, '');
  const text = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const byPhone =
    digits.length >= 3 && /^[+\d\s().-]+$/.test(q)
      ? sql`or exists (select 1 from customer_keys k where k.customer_id = c.id and k.key like ${`p:%${digits.replace(/^0/, '')}%`})`
      : sql``;
  return sql`and (c.name ilike ${text} or c.email ilike ${text} ${byPhone})`;
}

/** "Clientes": one page, sorted as asked (customers with no order last when sorting by their last order). */
export async function listCustomers(db: Kysely<Database>, storeId: string, query: CustomerListQuery) {
  const direction = query.dir === 'asc' ? sql.raw('asc') : sql.raw('desc');
  const rows = await sql<SummaryRow & { total: number }>`
    with figures as (${figuresOf(storeId)})
    select c.id, c.name, c.phone, c.email, c.tags, f.orders, f.spent, f.confirmed, f.last_order_at, count(*) over ()::integer as total
    from customers c left join figures f on f.customer_id = c.id
    where c.store_id = ${storeId} ${searchOf(query.q)}
    order by ${sql.raw(SORT_COLUMNS[query.sort])} ${direction} nulls last, c.created_at desc, c.id
    limit ${CUSTOMERS_PAGE_SIZE} offset ${(query.page - 1) * CUSTOMERS_PAGE_SIZE}
  `.execute(db);
  return {
    customers: rows.rows.map(summaryOf),
    total: Number(rows.rows[0]?.total ?? 0),
    pageSize: CUSTOMERS_PAGE_SIZE,
  };
}

async function summary(db: Kysely<Database>, storeId: string, id: string): Promise<CustomerSummary | null> {
  const row = await sql<SummaryRow>`
    with figures as (${figuresOf(storeId)})
    select c.id, c.name, c.phone, c.email, c.tags, f.orders, f.spent, f.confirmed, f.last_order_at
    from customers c left join figures f on f.customer_id = c.id where c.store_id = ${storeId} and c.id = ${id}
  `.execute(db);
  return row.rows[0] ? summaryOf(row.rows[0]) : null;
}

/** A customer's page: her figures, notes, tags and every order, newest first. */
export async function customerDetail(db: Kysely<Database>, storeId: string, id: string): Promise<CustomerDetail> {
  const found = await summary(db, storeId, id);
  const row = await db
    .selectFrom('customers')
    .select(['notes', 'created_at'])
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found || !row) throw notFound(CUSTOMER_NOT_FOUND);
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'created_at', 'status', 'total_cents'])
    .where('store_id', '=', storeId)
    .where('customer_id', '=', id)
    .orderBy('created_at', 'desc')
    .execute();
  return {
    ...found,
    notes: row.notes,
    createdAt: new Date(row.created_at).toISOString(),
    orderList: orders.map((o) => ({
      id: o.id,
      createdAt: new Date(o.created_at).toISOString(),
      status: o.status,
      totalCents: Number(o.total_cents),
    })),
  };
}

export async function saveCustomerNotes(
  db: Kysely<Database>,
  storeId: string,
  id: string,
  input: { notes: string; tags: string[] },
) {
  const saved = await db
    .updateTable('customers')
    .set({ notes: input.notes, tags: input.tags, updated_at: new Date() })
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (saved.numUpdatedRows === 0n) throw notFound(CUSTOMER_NOT_FOUND);
  return customerDetail(db, storeId, id);
}

/**
 * Merges `otherId` into `id` in one transaction: her orders and keys (phones, e-mails) move, so the next order
 * with either phone finds the customer left; notes are joined, tags united; the other customer goes.
 */
export async function mergeCustomers(db: Kysely<Database>, storeId: string, id: string, otherId: string) {
  if (id === otherId) throw invalid('otherId', CUSTOMER_MERGE_SAME);
  await db.transaction().execute(async (trx) => {
    const both = await trx
      .selectFrom('customers')
      .select(['id', 'notes', 'tags', 'phone', 'email'])
      .where('store_id', '=', storeId)
      .where('id', 'in', [id, otherId])
      .orderBy('id')
      .forUpdate()
      .execute();
    const kept = both.find((c) => c.id === id);
    const other = both.find((c) => c.id === otherId);
    if (!kept) throw notFound(CUSTOMER_NOT_FOUND);
    if (!other) throw invalid('otherId', CUSTOMER_NOT_FOUND);
    await trx.updateTable('customer_keys').set({ customer_id: id }).where('customer_id', '=', otherId).execute();
    await trx
      .updateTable('orders')
      .set({ customer_id: id })
      .where('store_id', '=', storeId)
      .where('customer_id', '=', otherId)
      .execute();
    await trx.deleteFrom('customers').where('id', '=', otherId).execute();
    const notes = [kept.notes, other.notes]
      .filter((n) => n.trim() !== '')
      .join('\n\n')
      .slice(0, 2000);
    await trx
      .updateTable('customers')
      .set({
        notes,
        tags: [...new Set([...kept.tags, ...other.tags])].slice(0, CUSTOMER_TAG_MAX),
        phone: kept.phone ?? other.phone,
        email: kept.email ?? other.email,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
  });
  return customerDetail(db, storeId, id);
}

/**
 * Erases a customer's personal data at her request (docs/product/customers.md): her orders stay, with their lines,
 * amounts and states, but without her name, phone, e-mail, street address or connection; the customer, her keys,
 * notes and tags go. One transaction.
 */
export async function eraseCustomer(db: Kysely<Database>, storeId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const customer = await trx
      .selectFrom('customers')
      .select('id')
      .where('store_id', '=', storeId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
    await scrubOrderMails(trx, storeId, id);
    await sql`
      update orders set customer_name = ${ERASED_CUSTOMER_NAME}, customer_phone = null, customer_email = null,
        customer_phone_key = null, placed_from = null, updated_at = now(),
        delivery = case when delivery->>'method' = 'shipping'
          then jsonb_set(delivery, '{address}', (delivery->'address') || '{"street": "", "number": "", "unit": null, "postalCode": ""}'::jsonb)
          else delivery end
      where store_id = ${storeId} and customer_id = ${id}
    `.execute(trx);
    await trx.deleteFrom('customers').where('id', '=', id).execute();
  });
}

/**
 * The owner's e-mails about her orders keep the customer's name, phone, e-mail and delivery in their payload (queued
 * or sent, kept a week for the super admin's trace; orders/order-mail-kinds.ts): they lose them too.
 */
async function scrubOrderMails(trx: Kysely<Database>, storeId: string, customerId: string) {
  const erased = sql`jsonb_build_object('customerName', ${ERASED_CUSTOMER_NAME}::text, 'customerPhone', null, 'customerEmail', null)`;
  const mine = sql`select o.id::text from orders o where o.store_id = ${storeId} and o.customer_id = ${customerId}`;
  await sql`
    update jobs set payload = payload || ${erased} || case when payload ? 'delivery' then '{"delivery": []}'::jsonb else '{}'::jsonb end
    where kind = 'owner.new-order' and payload->>'storeId' = ${storeId}::text and payload->>'orderId' in (${mine})`.execute(
    trx,
  );
  await sql`
    update jobs set payload = jsonb_set(payload, '{orders}', (select jsonb_agg(case when e->>'orderId' in (${mine})
        then e || jsonb_build_object('customerName', ${ERASED_CUSTOMER_NAME}::text) else e end) from jsonb_array_elements(payload->'orders') e))
    where kind = 'owner.order-digest' and payload->>'storeId' = ${storeId}::text
      and exists (select 1 from jsonb_array_elements(payload->'orders') e where e->>'orderId' in (${mine}))`.execute(
    trx,
  );
}
