import { z } from 'zod';
import { cents, count, id, isoInstant } from './common';

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

export const dailySalesSchema = z.object({ date: z.string().describe('AAAA-MM-DD, hora de Buenos Aires'), salesCents: cents, orders: count });
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
