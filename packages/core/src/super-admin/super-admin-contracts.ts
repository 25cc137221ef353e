import { z } from 'zod';
import { cents, count, id, isoInstant } from '../shared/common-contracts';

/** What the super administrator sees: every store with its figures, and 30 days of sales. */
export const overviewStoreSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  ownerEmail: z.string(),
  isActive: z.boolean(),
  products: count,
  orders: count,
  salesCents: cents.describe('Pedidos confirmados (en proceso o completados); los pendientes y cancelados van aparte'),
  pendingOrders: count,
  pendingCents: cents,
  cancelledOrders: count,
  createdAt: isoInstant,
  url: z.string().describe('La dirección de la tienda en su subdominio'),
});
export type OverviewStore = z.output<typeof overviewStoreSchema>;

export const dailySalesSchema = z.object({
  date: z.string().describe('AAAA-MM-DD, hora de Buenos Aires'),
  salesCents: cents,
  orders: count,
});
export type DailySales = z.output<typeof dailySalesSchema>;

export const overviewSchema = z.object({
  totals: z.object({
    stores: count,
    activeStores: count,
    salesCents: cents,
    orders: count,
    pendingOrders: count,
    pendingCents: cents,
    cancelledOrders: count,
    owners: count,
  }),
  stores: z.array(overviewStoreSchema),
  salesByDay: z.array(dailySalesSchema),
});
export type Overview = z.output<typeof overviewSchema>;

export const storeActiveSchema = z.object({ id, isActive: z.boolean() });

/** A client account made ready: what the success screen shows and the welcome message carries. */
export const clientCreatedSchema = z.object({
  success: z.literal(true),
  storeUrl: z.string(),
  storeSlug: z.string(),
  storeName: z.string(),
  email: z.string(),
  password: z.string(),
  firstName: z.string(),
  whatsappNumber: z.string().nullable(),
  adminUrl: z.string(),
});
export type ClientCreated = z.output<typeof clientCreatedSchema>;

/**
 * The job queue's trace (docs/product/super-admin.md, "Trabajos"): what waits,
 * what failed and will try again, what worked after failing, what gave up,
 * what an instance that died still holds, what another instance took over.
 */
export const JOB_VIEWS = ['pending', 'failing', 'retried', 'dead', 'stuck', 'retaken'] as const;
export type JobView = (typeof JOB_VIEWS)[number];

export const JOB_VIEW_LABELS: Record<JobView, string> = {
  pending: 'Pendientes',
  failing: 'Con error',
  retried: 'Reintentados',
  dead: 'Muertos',
  stuck: 'Atascados',
  retaken: 'Retomados',
};

/**
 * What each kind of job does, as the super admin reads it: one for every kind the server runs
 * (apps/server/test/jobs-retries-workers.test.ts checks it); a kind it does not know shows as it is.
 */
export const JOB_KIND_LABELS: Record<string, string> = {
  'owner.new-order': 'Email de pedido nuevo',
  'owner.order-digest': 'Email con varios pedidos nuevos',
  'owner.low-stock': 'Aviso de poco stock',
  'shopper.order-mail': 'Email al comprador sobre su pedido',
  'mail.send': 'Email de cuenta',
  'account.password-reset': 'Pedido de contraseña nueva',
  'mercado-pago.checkout': 'Mercado Pago: preparar el pago de un pedido',
  'mercado-pago.payment': 'Mercado Pago: leer un pago avisado',
  'mercado-pago.reconcile': 'Mercado Pago: revisar pagos pendientes',
  'domains.check': 'Dominios propios: revisar el DNS',
  'catalogue.import': 'Importación de catálogo',
  'catalogue.fetch-import-pictures': 'Importación: traer las fotos',
  'housekeeping.expired-reservations': 'Limpieza: reservas vencidas',
  'housekeeping.expired-orders': 'Limpieza: pedidos vencidos',
  'housekeeping.expired-challenges': 'Limpieza: verificaciones de pedidos vencidas',
  'housekeeping.unconfirmed-accounts': 'Limpieza: cuentas sin confirmar',
  'housekeeping.unused-uploads': 'Limpieza: imágenes sin usar',
  'housekeeping.expired-links': 'Limpieza: enlaces vencidos',
  'housekeeping.stale-counters': 'Limpieza: contadores de límites',
  'housekeeping.old-jobs': 'Limpieza: trabajos terminados',
  'backups.scheduled': 'Copia de seguridad programada',
  'push.new-order': 'Aviso de pedido nuevo en un dispositivo',
  'abandoned-checkouts.sweep': 'Carritos abandonados: borrar vencidos y preparar recordatorios',
  'abandoned-checkouts.reminder': 'Carritos abandonados: email de recordatorio',
  'meta.purchase': 'Meta: compra por la API de conversiones',
  'orders.create-shipment': 'Envíos: crear el envío con el transportista',
  'orders.track-shipments': 'Envíos: seguir los envíos en camino',
};

export const jobListQuerySchema = z.object({
  view: z
    .enum(JOB_VIEWS, { error: 'Elige pendientes, con error, reintentados, muertos, atascados o retomados.' })
    .default('pending'),
});

export const jobSummarySchema = z.object({
  id,
  kind: z.string(),
  state: z.enum(['pending', 'running', 'done', 'dead']),
  attempts: count,
  maxAttempts: count,
  lastError: z.string().nullable().describe('El error del último intento fallido'),
  runAt: isoInstant.describe('Cuándo corre (o volverá a intentarse)'),
  createdAt: isoInstant,
  finishedAt: isoInstant.nullable(),
  lockedUntil: isoInstant
    .nullable()
    .describe('Hasta cuándo lo tiene la instancia que lo corre; pasado ese momento sin terminar, está atascado'),
  retakes: count.describe('Veces que otra instancia lo retomó porque la que lo tenía no terminó a tiempo'),
});
export type JobSummary = z.output<typeof jobSummarySchema>;

export const jobListSchema = z.object({
  view: z.enum(JOB_VIEWS),
  counts: z.object({ pending: count, failing: count, retried: count, dead: count, stuck: count, retaken: count }),
  jobs: z.array(jobSummarySchema).describe('Los 100 más recientes de la vista'),
});
export type JobList = z.output<typeof jobListSchema>;

export const jobRetriedSchema = z.object({ job: jobSummarySchema });

export const JOB_NOT_DEAD = 'Solo se pueden reintentar los trabajos muertos.';
export const JOB_NOT_FOUND = 'Trabajo no encontrado.';
