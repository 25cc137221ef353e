import { z } from 'zod';

/**
 * GET /api/health: whether this instance can serve (its database answers).
 * A proxy's health check sends traffic only to instances answering 200
 * (docs/DEPLOY.md); an instance that lost its database answers 503.
 */
export const healthSchema = z.object({
  status: z.literal('ok'),
  /** The read replica (DATABASE_READ_URL): none configured, answering, or not (its reads then go to the primary). */
  replica: z.enum(['none', 'ok', 'unavailable']),
});
export type Health = z.output<typeof healthSchema>;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'El servidor no puede usar su base de datos en este momento. Intenta de nuevo en unos minutos.';
