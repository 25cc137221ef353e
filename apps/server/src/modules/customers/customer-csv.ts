import {
  customerPhoneKey,
  type CustomerImportResult,
  formatCsvMoney,
  formatOrderDateTime,
  normalizeWhatsapp,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { invalid } from '../../shared/app-error';
import { csvLines, escapeFormula, spreadsheetCsv } from '../../shared/spreadsheet-csv';
import { readCsvRecords } from '../catalogue/read-csv-records';
import { figuresOf, type SummaryRow, summaryOf } from './customer-figures';

/** "Exportar CSV" of "Clientes" (docs/product/customers.md): one row a customer, WhatsApp as +549… for broadcast lists and Meta. */
export const CUSTOMER_CSV_HEADER = [
  'Nombre',
  'Teléfono',
  'WhatsApp',
  'E-mail',
  'Pedidos',
  'Total gastado',
  'Ticket promedio',
  'Última compra',
  'Etiquetas',
  'Notas',
];

export async function exportCustomersCsv(db: Kysely<Database>, storeId: string): Promise<string> {
  const rows = await sql<SummaryRow & { notes: string }>`
    with figures as (${figuresOf(storeId)})
    select c.id, c.name, c.phone, c.email, c.tags, c.notes, f.orders, f.spent, f.confirmed, f.last_order_at
    from customers c left join figures f on f.customer_id = c.id where c.store_id = ${storeId}
    order by c.created_at, c.id
  `.execute(db);
  const lines = rows.rows.map((row) => {
    const c = summaryOf(row);
    return [
      escapeFormula(c.name),
      escapeFormula(c.phone ?? ''),
      (c.phone && normalizeWhatsapp(c.phone)) ?? '',
      escapeFormula(c.email ?? ''),
      String(c.orders),
      formatCsvMoney(c.spentCents),
      formatCsvMoney(c.averageTicketCents),
      c.lastOrderAt ? formatOrderDateTime(c.lastOrderAt) : '',
      escapeFormula(c.tags.join(', ')),
      escapeFormula(row.notes),
    ];
  });
  return spreadsheetCsv([csvLines([CUSTOMER_CSV_HEADER]), lines.length ? csvLines(lines) : '']);
}

/** Header titles read as each field, in lower case without accents: Tiendanube's customer list, ours, Shopify's and common ones. */
const FIELDS = {
  name: ['nombre', 'nombre y apellido', 'nombre completo', 'cliente', 'first name'],
  lastName: ['apellido', 'last name'],
  phone: ['telefono', 'celular', 'whatsapp', 'telefono de contacto', 'phone', 'default address phone'],
  email: ['e-mail', 'email', 'correo electronico', 'correo', 'mail'],
  tags: ['etiquetas', 'tags'],
  notes: ['notas', 'nota', 'observaciones', 'note'],
} as const;
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
const IMPORT_NO_COLUMNS = 'La planilla necesita una columna de Teléfono o de E-mail (y una de Nombre).';

/**
 * "Importar clientes": a customer list (Tiendanube's export, ours, or any with a name and a phone or e-mail column).
 * A row whose phone or e-mail a customer already has fills what she is missing; a new one is added; a row with
 * neither is skipped. One transaction.
 */
export async function importCustomersCsv(
  db: Kysely<Database>,
  storeId: string,
  text: string,
): Promise<CustomerImportResult> {
  const [header, ...records] = await readCsvRecords(text);
  const titles = (header?.cells ?? []).map(plain);
  const column = (field: keyof typeof FIELDS) =>
    titles.findIndex((t) => (FIELDS[field] as readonly string[]).includes(t));
  const at = { name: column('name'), lastName: column('lastName'), phone: column('phone'), email: column('email') };
  const more = { tags: column('tags'), notes: column('notes') };
  if (at.phone < 0 && at.email < 0) throw invalid('file', IMPORT_NO_COLUMNS);
  const result = { added: 0, updated: 0, skipped: 0 };
  await db.transaction().execute(async (trx) => {
    for (const { cells } of records) {
      const cell = (i: number) => (i < 0 ? '' : (cells[i] ?? '').trim());
      const phone = cell(at.phone).slice(0, 40) || null;
      const email = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(cell(at.email)) ? cell(at.email).slice(0, 254) : null;
      const phoneKey = phone && customerPhoneKey(phone) !== '' ? `p:${customerPhoneKey(phone)}` : null;
      const keys = [phoneKey, email ? `e:${email.toLowerCase()}` : null].filter((k): k is string => k !== null);
      if (keys.length === 0) {
        result.skipped++;
        continue;
      }
      const name = [cell(at.name), cell(at.lastName)].filter(Boolean).join(' ').slice(0, 120) || (email ?? phone ?? '');
      const found = await trx
        .selectFrom('customer_keys')
        .select('customer_id')
        .where('store_id', '=', storeId)
        .where('key', 'in', keys)
        .executeTakeFirst();
      let id = found?.customer_id;
      if (id) {
        await sql`update customers set phone = coalesce(phone, ${phone}), email = coalesce(email, ${email}), updated_at = now()
          where id = ${id}`.execute(trx);
        result.updated++;
      } else {
        const tags = cell(more.tags)
          .split(',')
          .map((t) => t.trim().slice(0, 40))
          .filter(Boolean)
          .slice(0, 20);
        const inserted = await trx
          .insertInto('customers')
          .values({ store_id: storeId, name, phone, email, tags, notes: cell(more.notes).slice(0, 2000) })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = inserted.id;
        result.added++;
      }
      await trx
        .insertInto('customer_keys')
        .values(keys.map((key) => ({ store_id: storeId, key, customer_id: id })))
        .onConflict((oc) => oc.columns(['store_id', 'key']).doNothing())
        .execute();
    }
  });
  return result;
}
