import { z } from 'zod';
import { PROMOTION_KINDS } from './promotion-rules';
import { cents, count, id, isoInstant } from '../shared/common-contracts';
import { publicPromotionSchema } from './promotion-public-contracts';
import { checkOfferDates, offerReachShape, optionalPositive } from './offer-fields';

/** The owner's form: create and edit a promotion (docs/product/orders.md, "Promociones"). */
export const promotionSchema = z
  .object({
    name: z
      .string({ error: 'Escribe el nombre de la promoción' })
      .trim()
      .min(1, 'Escribe el nombre de la promoción')
      .max(60, 'El nombre lleva hasta 60 caracteres'),
    kind: z.enum(PROMOTION_KINDS, { error: 'Elige el tipo de promoción' }),
    buyQuantity: optionalPositive('Las unidades deben ser un número entero mayor que 0'),
    payQuantity: optionalPositive('Las unidades deben ser un número entero mayor que 0'),
    value: z.number({ error: 'Escribe el valor' }).int('Escribe el valor').min(0).default(0),
    minPurchaseCents: optionalPositive('La compra mínima debe ser un monto mayor que 0'),
    minQuantity: optionalPositive('Las unidades mínimas deben ser un número entero mayor que 0'),
    maxPerOrder: optionalPositive('El límite por pedido debe ser un número entero mayor que 0'),
    ...offerReachShape,
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.kind === 'bundle' || v.kind === 'nth_unit') {
      if (v.buyQuantity === null || v.buyQuantity < 2 || v.buyQuantity > 100)
        issue('buyQuantity', 'Las unidades que lleva van de 2 a 100');
    }
    if (v.kind === 'bundle' && (v.payQuantity === null || v.buyQuantity === null || v.payQuantity >= v.buyQuantity))
      issue('payQuantity', 'Las unidades que paga deben ser menos que las que lleva');
    if ((v.kind === 'nth_unit' || v.kind === 'percent') && (v.value < 1 || v.value > 100))
      issue('value', 'El porcentaje va de 1 a 100');
    if (v.kind === 'fixed' && (v.value < 1 || v.value > 1_000_000_000_00))
      issue('value', 'El monto debe ser mayor que 0');
    checkOfferDates(v, ctx);
  });
export type PromotionInput = z.output<typeof promotionSchema>;
export type PromotionFormInput = z.input<typeof promotionSchema>;

export const PROMOTION_STATES = ['active', 'paused', 'scheduled', 'expired'] as const;
export const PROMOTION_STATE_LABELS: Record<(typeof PROMOTION_STATES)[number], string> = {
  active: 'Activa',
  paused: 'Pausada',
  scheduled: 'Programada',
  expired: 'Vencida',
};

/** The owner's view: what the cart applies, plus its pause, state, badge and what it gave away. */
export const promotionViewSchema = publicPromotionSchema
  .extend({
    value: z.number().int().describe('Porcentaje entero, o centavos si es un monto'),
    paused: z.boolean(),
    state: z.enum(PROMOTION_STATES),
    badge: z.string().describe('Lo que muestran las tarjetas y la página del producto: "3×2", "2da al 50 %"'),
    ordersCount: count.describe('Pedidos que la tomaron (sin contar los cancelados)'),
    givenCents: cents.describe('Lo que restó en esos pedidos'),
  })
  .meta({ id: 'Promotion' });
export type PromotionView = z.output<typeof promotionViewSchema>;
export const promotionListSchema = z.object({ promotions: z.array(promotionViewSchema) });

export const promotionOrdersSchema = z.object({
  orders: z.array(
    z.object({
      orderId: id,
      number: z.string(),
      customerName: z.string(),
      status: z.string(),
      discountCents: cents,
      totalCents: cents,
      createdAt: isoInstant,
    }),
  ),
});
export type PromotionOrders = z.output<typeof promotionOrdersSchema>;
