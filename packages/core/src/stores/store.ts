import { z } from 'zod';
import { emailSchema, firstNameSchema, lastNameSchema, passwordSchema } from '../auth/auth';
import { deliverySettingsSchema } from '../orders/delivery-schemas';
import { searchSynonymsSchema } from './search-synonyms';
import {
  blankToNull,
  cbuSchema,
  facebookSchema,
  instagramSchema,
  storeDescriptionSchema,
  storeNameSchema,
  storeNameSchemaOf,
  whatsappSchema,
} from './store-fields';
import {
  lowStockThresholdSchema,
  paymentMethodsSchema,
  transferDiscountPercentSchema,
  transferHolderSchema,
} from './store-payment-settings';
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
  name: storeNameSchema.superRefine(slugOfNameWorks(storeSlugFromName)),
  description: storeDescriptionSchema.default(''),
  whatsappNumber: whatsappSchema.optional(),
  cbu: cbuSchema.optional(),
});
export type StoreSetupInput = z.infer<typeof storeSetupSchema>;

export const storeSettingsSchema = z.object({
  name: storeNameSchemaOf(
    3,
    'El nombre de la tienda es requerido',
    'El nombre de la tienda debe tener al menos 3 caracteres',
  ),
  description: storeDescriptionSchema.default(''),
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
  /** "Búsqueda": the merchant's synonyms (search-synonyms.ts); left out, the saved ones stay. */
  searchSynonyms: searchSynonymsSchema.optional(),
});
export type StoreSettingsInput = z.infer<typeof storeSettingsSchema>;

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
    storeName: storeNameSchemaOf(1, 'Nombre de tienda es requerido'),
    storeDescription: storeDescriptionSchema.default(''),
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
