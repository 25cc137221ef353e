import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/orders';
import { cents, count, id, isoInstant } from '../shared/common-contracts';

/** "Clientes" (docs/product/customers.md): who bought, how much and when, found by phone or e-mail. */

export const CUSTOMERS_PAGE_SIZE = 50;
export const CUSTOMER_SORTS = ['last', 'spent', 'orders', 'name'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const CUSTOMER_NOT_FOUND = 'Cliente no encontrado.';
export const CUSTOMER_MERGE_SAME = 'Elige otro cliente: no puedes unir un cliente consigo mismo.';
export const CUSTOMER_TAG_MAX = 20;

export const customerListQuerySchema = z.object({
  q: z.string().trim().max(100, 'La búsqueda es demasiado larga').optional(),
  sort: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(CUSTOMER_SORTS, { error: 'Orden inválido' }).default('last'),
  ),
  dir: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['asc', 'desc'], { error: 'Orden inválido' }).default('desc'),
  ),
  page: z.coerce
    .number({ error: 'Página inválida' })
    .int('Página inválida')
    .min(1, 'Página inválida')
    .max(10_000, 'Página inválida')
    .default(1),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

/** A customer's figures, read from her orders: counted are the orders not cancelled; spent, the confirmed ones' (docs/decisions/009). */
export const customerSummarySchema = z.object({
  id,
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  tags: z.array(z.string()),
  orders: count.describe('Pedidos no cancelados'),
  spentCents: cents.describe('Suma de los pedidos confirmados (en preparación o completados)'),
  averageTicketCents: cents.describe('Lo gastado dividido por los pedidos confirmados, redondeado al centavo'),
  lastOrderAt: isoInstant.nullable(),
});
export type CustomerSummary = z.output<typeof customerSummarySchema>;

export const customersPageSchema = z.object({
  customers: z.array(customerSummarySchema),
  total: count,
  pageSize: count,
});

export const customerOrderSchema = z.object({
  id,
  createdAt: isoInstant,
  status: z.enum(ORDER_STATUSES),
  totalCents: cents,
});

export const customerDetailSchema = customerSummarySchema.extend({
  notes: z.string(),
  createdAt: isoInstant,
  orderList: z.array(customerOrderSchema),
});
export type CustomerDetail = z.output<typeof customerDetailSchema>;

const tag = z
  .string()
  .trim()
  .min(1, 'Una etiqueta no puede estar vacía')
  .max(40, 'Una etiqueta tiene hasta 40 caracteres');
export const customerNotesSchema = z.object({
  notes: z.string({ error: 'Escribe las notas' }).trim().max(2000, 'Las notas tienen hasta 2000 caracteres'),
  tags: z
    .array(tag, { error: 'Etiquetas inválidas' })
    .max(CUSTOMER_TAG_MAX, `Hasta ${CUSTOMER_TAG_MAX} etiquetas`)
    .transform((tags) => [...new Set(tags)]),
});
export type CustomerNotesInput = z.input<typeof customerNotesSchema>;

export const customerMergeSchema = z.object({ otherId: z.uuid({ error: CUSTOMER_NOT_FOUND }) });
export const customerIdParamsSchema = z.object({ id: z.uuid({ error: CUSTOMER_NOT_FOUND }) });

export const customerImportResultSchema = z.object({ added: count, updated: count, skipped: count });
export type CustomerImportResult = z.output<typeof customerImportResultSchema>;

/** The name an order keeps once its customer's personal data was erased at her request. */
export const ERASED_CUSTOMER_NAME = 'Datos borrados';
