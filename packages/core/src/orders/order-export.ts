import { z } from 'zod';

/** "Exportar para el contador" (docs/product/orders.md, "Orders for the accountant"): the orders of a period as CSV. */

export const ORDER_EXPORT_MAX_DAYS = 366;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (message: string) =>
  z
    .string({ error: message })
    .regex(DAY, message)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      message,
    );

/** Two days of Buenos Aires' calendar, both included: `desde` up to `hasta`. */
export const orderExportQuerySchema = z
  .object({
    from: dayOf('Elige la fecha desde'),
    to: dayOf('Elige la fecha hasta'),
  })
  .refine((q) => q.from <= q.to, {
    message: 'La fecha hasta debe ser igual o posterior a la fecha desde',
    path: ['to'],
  })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < ORDER_EXPORT_MAX_DAYS, {
    message: `Elige un período de hasta ${ORDER_EXPORT_MAX_DAYS} días`,
    path: ['to'],
  });
export type OrderExportQuery = z.output<typeof orderExportQuerySchema>;

/** The file's columns, in order. Amounts: Subtotal − Descuento por código − Descuento por transferencia + Envío = Total. */
export const ORDER_EXPORT_COLUMNS = [
  'Fecha',
  'Hora',
  'Número',
  'Cliente',
  'Teléfono',
  'E-mail',
  'Productos',
  'Unidades',
  'Subtotal',
  'Código de descuento',
  'Descuento por código',
  'Descuento por transferencia',
  'Envío',
  'Total',
  'Medio de pago',
  'Estado',
  'Pago',
  'Entrega',
] as const;
