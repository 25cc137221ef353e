import { z } from 'zod';

/** The `:id` of a catalogue row in an address. */
export const idParams = z.object({ id: z.uuid({ error: 'Identificador inválido.' }) });
