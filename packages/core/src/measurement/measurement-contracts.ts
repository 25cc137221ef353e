import { z } from 'zod';

/*
 * Ads measured (docs/product/measurement.md): the store's Meta Pixel id, its Google Analytics 4 measurement id and
 * its Meta Conversions API token (write-only: the answer says only whether one is kept).
 */

export const META_PIXEL_ID_MESSAGE = 'El identificador del píxel de Meta son solo números (entre 5 y 20).';
export const GA4_ID_MESSAGE = 'El ID de medición de Google Analytics empieza con G- (por ejemplo, G-ABC123XYZ).';
export const CONVERSIONS_TOKEN_MESSAGE = 'Pega el token de acceso de la API de conversiones tal como lo da Meta.';

const optionalId = (pattern: RegExp, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toUpperCase()) : v),
    z.string({ error: message }).regex(pattern, message).nullable(),
  );

export const measurementSettingsSchema = z.object({
  metaPixelId: optionalId(/^[0-9]{5,20}$/, META_PIXEL_ID_MESSAGE),
  ga4Id: optionalId(/^G-[A-Z0-9]{4,16}$/, GA4_ID_MESSAGE),
  /** A new token; null removes the kept one; left out, the kept one stays. */
  conversionsToken: z
    .string({ error: CONVERSIONS_TOKEN_MESSAGE })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,1000}$/, CONVERSIONS_TOKEN_MESSAGE)
    .nullable()
    .optional(),
});
export type MeasurementSettingsInput = z.input<typeof measurementSettingsSchema>;

export const measurementSettingsViewSchema = z.object({
  metaPixelId: z.string().nullable(),
  ga4Id: z.string().nullable(),
  /** Whether a Conversions API token is kept (never the token). */
  conversionsToken: z.boolean(),
});
export type MeasurementSettingsView = z.output<typeof measurementSettingsViewSchema>;

/** The ids a store page needs (the public store profile): their scripts load only after the shopper's consent. */
export const measurementIdsSchema = z
  .object({ metaPixelId: z.string().nullable(), ga4Id: z.string().nullable() })
  .describe(
    'El píxel de Meta y el ID de Google Analytics 4 de la tienda; sus scripts cargan solo con el consentimiento de quien compra',
  );
