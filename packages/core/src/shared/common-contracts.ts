import { z } from 'zod';

/**
 * Pieces the API contracts share. Money is integer cents; instants are ISO
 * 8601 strings; ids are UUIDs.
 */
export const cents = z.number().int();
export const count = z.number().int().min(0);
export const isoInstant = z.string().describe('Fecha y hora ISO 8601');
export const id = z.string();

/** The body of every refusal (4xx) and fault (5xx) of the API. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string().describe('Mensaje en español para mostrar a la persona'),
  field: z.string().optional().describe('El campo que causó el rechazo, cuando hay uno'),
  requestId: z.string().optional(),
});

/** An answer with no body (204). */
export const noContent = z.undefined();
