import { z } from 'zod';
import { singleLine } from '../shared/single-line';
import {
  checkCbuOrAlias,
  normalizeFacebookPage,
  normalizeInstagramHandle,
  normalizeWhatsapp,
  WHATSAPP_INVALID,
} from './payment-details';

// The fields a store's forms share: its name, description and the ways to reach it (store.ts builds the forms).

export const STORE_NAME_MAX = 50;
export const STORE_DESCRIPTION_MAX = 200;
export const CBU_MAX = 50;

/** Empty strings and null mean "not given" for optional text fields. */
export const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * A store's name on one line, like a customer's: it reaches e-mail subjects,
 * the WhatsApp message and the product feed (docs/SECURITY.md), so line
 * breaks and other control characters become spaces.
 */
export const storeNameSchemaOf = (minLength: number, required: string, tooShort = required) =>
  z
    .string({ error: required })
    .transform(singleLine)
    .pipe(
      z
        .string()
        .trim()
        .min(1, required)
        .min(minLength, tooShort)
        .max(STORE_NAME_MAX, `El nombre de la tienda no puede superar los ${STORE_NAME_MAX} caracteres`),
    );
export const storeNameSchema = storeNameSchemaOf(1, 'El nombre de la tienda es requerido');

export const storeDescriptionSchema = z
  .string({ error: 'La descripción debe ser texto' })
  .trim()
  .max(STORE_DESCRIPTION_MAX, `La descripción no puede superar los ${STORE_DESCRIPTION_MAX} caracteres`);

export const whatsappSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: WHATSAPP_INVALID })
    .max(30, WHATSAPP_INVALID)
    .transform((v, ctx) => {
      const normalized = normalizeWhatsapp(v);
      if (!normalized) {
        ctx.addIssue({ code: 'custom', message: WHATSAPP_INVALID });
        return z.NEVER;
      }
      return normalized;
    })
    .nullable(),
);

export const cbuSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: 'El CBU/Alias debe ser texto' })
    .max(CBU_MAX, `El CBU/Alias no puede superar los ${CBU_MAX} caracteres`)
    .transform((v, ctx) => {
      const checked = checkCbuOrAlias(v);
      if (!checked.ok) {
        ctx.addIssue({ code: 'custom', message: checked.message });
        return z.NEVER;
      }
      return checked.value;
    })
    .nullable(),
);

export const INSTAGRAM_INVALID =
  'Usuario de Instagram inválido: escribe tu usuario (ej: @mitienda) o el enlace a tu perfil.';
export const FACEBOOK_INVALID = 'Ingresa la dirección de tu página de Facebook (ej: facebook.com/mitienda).';

/** `@usuario`, `usuario` or a link to the profile; stored as the bare username (payment-details.ts). */
export const instagramSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: INSTAGRAM_INVALID })
    .max(300, INSTAGRAM_INVALID)
    .transform(
      (v, ctx) =>
        normalizeInstagramHandle(v) ?? (ctx.addIssue({ code: 'custom', message: INSTAGRAM_INVALID }), z.NEVER),
    )
    .nullable(),
);

/** A facebook.com page, with or without https://; stored as `https://www.facebook.com/{page}` (payment-details.ts). */
export const facebookSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: FACEBOOK_INVALID })
    .max(300, 'La dirección de Facebook es demasiado larga')
    .transform(
      (v, ctx) => normalizeFacebookPage(v) ?? (ctx.addIssue({ code: 'custom', message: FACEBOOK_INVALID }), z.NEVER),
    )
    .nullable(),
);
