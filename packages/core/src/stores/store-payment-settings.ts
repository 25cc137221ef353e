import { z } from 'zod';
import { PAYMENT_METHODS } from '../orders/payment-methods';
import { blankToNull } from './store-fields';

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

/** PUT /api/stores/mine/payment: "Cobros y stock" alone (the settings screen sends them with PUT /api/stores/mine). */
export const storePaymentSettingsSchema = z.object({
  paymentMethods: paymentMethodsSchema,
  transferHolder: transferHolderSchema.default(null),
  transferDiscountPercent: transferDiscountPercentSchema.default(null),
  lowStockThreshold: lowStockThresholdSchema.default(LOW_STOCK_THRESHOLD_DEFAULT),
});
export type StorePaymentSettingsInput = z.infer<typeof storePaymentSettingsSchema>;
