import { z } from 'zod';
import { emailSchema, firstNameSchema, lastNameSchema, passwordSchema } from '../auth/auth';
import { deliverySettingsSchema } from '../orders/delivery-schemas';
import { singleLine } from '../shared/single-line';
import { PAYMENT_METHODS } from '../orders/payment-methods';
import {
  checkCbuOrAlias,
  normalizeFacebookPage,
  normalizeInstagramHandle,
  normalizeWhatsapp,
  WHATSAPP_INVALID,
} from './payment-details';
import {
  maxPendingOrdersPerPhoneSchema,
  maxUnitsPerProductSchema,
  orderOriginsSchema,
  reservedSharePercentSchema,
  unopenedReservationMinutesSchema,
  unopenedSharePercentSchema,
  expiredOrderGraceHoursSchema,
} from '../orders/reservation-policy';
import {
  clientSlugFromName,
  STORE_SLUG_MAX,
  STORE_SLUG_PATTERN,
  storeSlugFromName,
  storeSlugProblem,
} from '../shared/slug';

export const STORE_NAME_MAX = 50;
export const STORE_DESCRIPTION_MAX = 200;
export const CBU_MAX = 50;

/** Empty strings and null mean "not given" for optional text fields. */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * A store's name on one line, like a customer's: it reaches e-mail subjects,
 * the WhatsApp message and the product feed (docs/SECURITY.md), so line
 * breaks and other control characters become spaces.
 */
const storeNameOf = (minLength: number, required: string, tooShort = required) =>
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
const storeName = storeNameOf(1, 'El nombre de la tienda es requerido');

const description = z
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

/** A store name of only signs ("!!!") gives no address. */
export const STORE_NAME_NEEDS_LETTERS = 'El nombre de la tienda debe tener letras o números.';

/** A refinement: the slug a name gives (`toSlug`) must be a store address (slug.ts `storeSlugProblem`); the form checks it as the owner types. */
const slugOfNameWorks = (toSlug: (name: string) => string) => (name: string, ctx: z.RefinementCtx) => {
  const slug = toSlug(name);
  if (!slug) {
    if (name.trim()) ctx.addIssue({ code: 'custom', message: STORE_NAME_NEEDS_LETTERS });
    return;
  }
  const problem = storeSlugProblem(slug);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

export const storeSetupSchema = z.object({
  name: storeName.superRefine(slugOfNameWorks(storeSlugFromName)),
  description: description.default(''),
  whatsappNumber: whatsappSchema.optional(),
  cbu: cbuSchema.optional(),
});
export type StoreSetupInput = z.infer<typeof storeSetupSchema>;

/** How a store is paid (docs/product/stores.md, "Payment"). */
export const paymentMethodsSchema = z
  .array(z.enum(PAYMENT_METHODS, { error: 'Método de pago inválido' }), { error: 'Elige al menos un método de pago' })
  .min(1, 'Elige al menos un método de pago')
  .max(PAYMENT_METHODS.length, 'Método de pago repetido')
  .transform((methods) => PAYMENT_METHODS.filter((m) => methods.includes(m)));
export const TRANSFER_HOLDER_MAX = 100;
export const transferHolderSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: 'El titular debe ser texto' })
    .trim()
    .max(TRANSFER_HOLDER_MAX, `El titular no puede superar los ${TRANSFER_HOLDER_MAX} caracteres`)
    .refine((v) => !/[\p{Cc}\p{Cf}]/u.test(v), 'El titular tiene caracteres no permitidos')
    .nullable(),
);
export const TRANSFER_DISCOUNT_MAX = 50;
export const transferDiscountPercentSchema = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .number({ error: `El descuento debe ser un número entero de 1 a ${TRANSFER_DISCOUNT_MAX}` })
    .int(`El descuento debe ser un número entero de 1 a ${TRANSFER_DISCOUNT_MAX}`)
    .min(1, `El descuento debe ser un número entero de 1 a ${TRANSFER_DISCOUNT_MAX}`)
    .max(TRANSFER_DISCOUNT_MAX, `El descuento debe ser un número entero de 1 a ${TRANSFER_DISCOUNT_MAX}`)
    .nullable(),
);
export const LOW_STOCK_THRESHOLD_DEFAULT = 2;
export const lowStockThresholdSchema = z
  .number({ error: 'El umbral de stock bajo debe ser un número entero de 0 a 1000' })
  .int('El umbral de stock bajo debe ser un número entero de 0 a 1000')
  .min(0, 'El umbral de stock bajo debe ser un número entero de 0 a 1000')
  .max(1000, 'El umbral de stock bajo debe ser un número entero de 0 a 1000');

export const storeSettingsSchema = z.object({
  name: storeNameOf(
    3,
    'El nombre de la tienda es requerido',
    'El nombre de la tienda debe tener al menos 3 caracteres',
  ),
  description: description.default(''),
  whatsappNumber: whatsappSchema.optional(),
  instagramHandle: instagramSchema.optional(),
  facebookPage: facebookSchema.optional(),
  cbu: cbuSchema.optional(),
  /** The reservation policy (reservation-policy.ts); left out, each keeps its saved value. */
  maxUnitsPerProduct: maxUnitsPerProductSchema.optional(),
  maxPendingOrdersPerPhone: maxPendingOrdersPerPhoneSchema.optional(),
  orderOrigins: orderOriginsSchema.optional(),
  /** "Cobros y stock", saved with the rest of the screen; left out, each keeps its saved value. */
  paymentMethods: paymentMethodsSchema.optional(),
  transferHolder: transferHolderSchema.optional(),
  transferDiscountPercent: transferDiscountPercentSchema.optional(),
  lowStockThreshold: lowStockThresholdSchema.optional(),
  reservedSharePercent: reservedSharePercentSchema.optional(),
  unopenedSharePercent: unopenedSharePercentSchema.optional(),
  unopenedReservationMinutes: unopenedReservationMinutesSchema.optional(),
  expiredOrderGraceHours: expiredOrderGraceHoursSchema.optional(),
  /** "Entregas", saved with the rest of the screen too; left out, the saved settings stay. */
  delivery: deliverySettingsSchema.optional(),
});
export type StoreSettingsInput = z.infer<typeof storeSettingsSchema>;

/** PUT /api/stores/mine/payment: "Cobros y stock" alone (the settings screen sends them with PUT /api/stores/mine). */
export const storePaymentSettingsSchema = z.object({
  paymentMethods: paymentMethodsSchema,
  transferHolder: transferHolderSchema.default(null),
  transferDiscountPercent: transferDiscountPercentSchema.default(null),
  lowStockThreshold: lowStockThresholdSchema.default(LOW_STOCK_THRESHOLD_DEFAULT),
});
export type StorePaymentSettingsInput = z.infer<typeof storePaymentSettingsSchema>;

export const storeSlugSchema = z
  .string({ error: 'El enlace de la tienda es inválido' })
  .trim()
  .toLowerCase()
  .max(STORE_SLUG_MAX, `El enlace no puede superar los ${STORE_SLUG_MAX} caracteres`)
  .regex(STORE_SLUG_PATTERN, 'El enlace solo puede tener letras minúsculas, números y guiones')
  .superRefine((slug, ctx) => {
    const problem = storeSlugProblem(slug);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const createClientSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    whatsappNumber: whatsappSchema.optional(),
    password: z.preprocess(blankToNull, passwordSchema.nullable()).optional(),
    storeName: storeNameOf(1, 'Nombre de tienda es requerido'),
    storeDescription: description.default(''),
    storeSlug: z.preprocess(blankToNull, storeSlugSchema.nullable()).optional(),
  })
  .superRefine((input, ctx) => {
    // Without an address of its own, the store takes the one its name gives.
    if (input.storeSlug) return;
    const problem = storeSlugProblem(clientSlugFromName(input.storeName));
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['storeSlug'] });
  });
export type CreateClientInput = z.infer<typeof createClientSchema>;

export const STORE_SLUG_TAKEN = {
  title: 'Nombre no disponible',
  message: 'Ya existe una tienda con este nombre. Intenta con otro.',
} as const;

/** Look-alike characters (0/O, 1/l/I) left out so a password can be read aloud or typed from a phone. */
export const CLIENT_PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
export const CLIENT_PASSWORD_LENGTH = 12;
