import { z } from 'zod';
import { DISCOUNT_CODE_PATTERN, DISCOUNT_KINDS, normalizeDiscountCode } from './discount-codes';
import { discountCodeInputSchema } from '../orders/order-input';
import { cents, count, id, isoInstant } from '../shared/common-contracts';
import { checkOfferDates, offerReachShape, optionalPositive } from './offer-fields';

/** The owner's form: create and edit (docs/product/orders.md, "Discount codes"). */
export const discountCodeSchema = z
  .object({
    code: z
      .string({ error: 'El código es requerido' })
      .transform(normalizeDiscountCode)
      .pipe(
        z
          .string()
          .regex(
            DISCOUNT_CODE_PATTERN,
            'El código lleva de 3 a 30 letras, números, guiones o guiones bajos, sin espacios',
          ),
      ),
    kind: z.enum(DISCOUNT_KINDS, { error: 'Elige porcentaje o monto fijo' }),
    value: z
      .number({ error: 'Escribe el valor del descuento' })
      .int('Escribe el valor del descuento')
      .min(1, 'El descuento debe ser mayor que 0'),
    minPurchaseCents: optionalPositive('La compra mínima debe ser un monto mayor que 0'),
    maxUses: optionalPositive('Los usos en total deben ser un número entero mayor que 0'),
    maxUsesPerPhone: optionalPositive('Los usos por teléfono deben ser un número entero mayor que 0'),
    ...offerReachShape,
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'percent' && v.value > 100)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'El porcentaje va de 1 a 100' });
    if (v.kind === 'fixed' && v.value > 1_000_000_000_00)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Monto demasiado grande' });
    checkOfferDates(v, ctx);
  });
export type DiscountCodeInput = z.output<typeof discountCodeSchema>;
export type DiscountCodeFormInput = z.input<typeof discountCodeSchema>;

export const DISCOUNT_CODE_STATES = ['active', 'paused', 'scheduled', 'expired', 'exhausted'] as const;
export const DISCOUNT_CODE_STATE_LABELS: Record<(typeof DISCOUNT_CODE_STATES)[number], string> = {
  active: 'Activo',
  paused: 'Pausado',
  scheduled: 'Programado',
  expired: 'Vencido',
  exhausted: 'Agotado',
};

export const discountCodeViewSchema = z
  .object({
    id,
    code: z.string(),
    kind: z.enum(DISCOUNT_KINDS),
    value: z.number().int().describe('Porcentaje entero, o centavos si es monto fijo'),
    minPurchaseCents: cents.nullable(),
    startsAt: isoInstant.nullable(),
    endsAt: isoInstant.nullable(),
    maxUses: count.nullable(),
    maxUsesPerPhone: count.nullable(),
    categoryIds: z.array(id),
    productIds: z.array(id),
    paused: z.boolean(),
    usesCount: count.describe('Pedidos que lo usan (sin contar los cancelados)'),
    state: z.enum(DISCOUNT_CODE_STATES),
  })
  .meta({ id: 'DiscountCode' });
export type DiscountCodeView = z.output<typeof discountCodeViewSchema>;
export const discountCodeListSchema = z.object({ codes: z.array(discountCodeViewSchema) });

export const discountCodeUsesSchema = z.object({
  uses: z.array(
    z.object({
      orderId: id,
      number: z.string(),
      customerName: z.string(),
      status: z.string(),
      expired: z.boolean(),
      discountCents: cents,
      totalCents: cents,
      createdAt: isoInstant,
    }),
  ),
});
export type DiscountCodeUses = z.output<typeof discountCodeUsesSchema>;

/** The cart's check of a code before ordering: which of its lines the code covers and how (the cart prices it with priceOrder). */
export const discountCodeCheckSchema = z.object({
  code: discountCodeInputSchema,
  variantIds: z
    .array(z.uuid({ error: 'Variante inválida' }))
    .min(1)
    .max(100),
});
export const discountCodeCheckResultSchema = z
  .object({
    code: z.string(),
    kind: z.enum(DISCOUNT_KINDS),
    value: z.number().int(),
    minPurchaseCents: cents.nullable(),
    eligibleVariantIds: z.array(id).describe('Las variantes del carrito a las que se aplica'),
  })
  .meta({ id: 'DiscountCodeCheck' });
export type DiscountCodeCheck = z.output<typeof discountCodeCheckResultSchema>;
