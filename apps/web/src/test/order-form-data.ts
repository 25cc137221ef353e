import type { OrderDetail, OrderFormValues, ProductOption } from '@vidriera/core';
import { newOrderDefaults } from '@/features/orders/utils/order-form-values';

/*
 * The order form's world in its tests (features/orders/components/order-form.test.tsx): a "Remera Lisa"
 * in Rojo and Azul, sizes S and M (Rojo M sold out, Azul M $500 dearer), a
 * "Mate" of one variant, and orders as the API answers them.
 */

const value = (id: string, displayValue: string) => ({ id, displayValue, hexColor: null });
const pick = (attributeId: string, attributeValueId: string, shown: string) => ({
  attributeId,
  attributeValueId,
  value: shown,
});

export const REMERA: ProductOption = {
  id: 'p-remera',
  name: 'Remera Lisa',
  priceCents: 1_000_000,
  attributes: [
    { id: 'attr-color', displayName: 'Color', values: [value('rojo', 'Rojo'), value('azul', 'Azul')] },
    { id: 'attr-talle', displayName: 'Talle', values: [value('s', 'S'), value('m', 'M')] },
  ],
  variants: [
    {
      id: 'v-rojo-s',
      sku: null,
      finalPriceCents: 1_000_000,
      stock: 3,
      availableStock: 3,
      values: [pick('attr-color', 'rojo', 'Rojo'), pick('attr-talle', 's', 'S')],
    },
    {
      id: 'v-rojo-m',
      sku: null,
      finalPriceCents: 1_000_000,
      stock: 0,
      availableStock: 0,
      values: [pick('attr-color', 'rojo', 'Rojo'), pick('attr-talle', 'm', 'M')],
    },
    {
      id: 'v-azul-m',
      sku: null,
      finalPriceCents: 1_050_000,
      stock: 2,
      availableStock: 2,
      values: [pick('attr-color', 'azul', 'Azul'), pick('attr-talle', 'm', 'M')],
    },
  ],
};

export const MATE: ProductOption = {
  id: 'p-mate',
  name: 'Mate de Calabaza',
  priceCents: 800_000,
  attributes: [],
  variants: [{ id: 'v-mate', sku: null, finalPriceCents: 800_000, stock: 5, availableStock: 5, values: [] }],
};

const NOW = '2026-11-20T15:00:00.000Z';

/** An order as GET /api/orders/{id} answers it: one line of `units` Rojo S at $9.000. */
export function savedOrder(source: OrderDetail['source'], status: OrderDetail['status'], units: number): OrderDetail {
  return {
    id: 'o-1',
    source,
    customerName: 'Diego Directo',
    customerEmail: null,
    customerPhone: '11 2222 3333',
    customerId: null,
    placedFrom: null,
    paymentMethod: 'transfer',
    status,
    totalCents: units * 900_000,
    createdAt: NOW,
    updatedAt: NOW,
    reservationExpired: false,
    expiredAt: null,
    reservedUntil: null,
    withoutReservation: false,
    paymentStatus: 'pending',
    paymentReceivedAt: null,
    transferDiscountCents: 0,
    discountCode: null,
    codeDiscountCents: 0,
    items: [
      {
        id: 'l-1',
        productId: REMERA.id,
        variantId: 'v-rojo-s',
        productName: 'Remera Lisa',
        sku: null,
        attributes: [
          { name: 'color', displayName: 'Color', value: 'rojo', displayValue: 'Rojo', hexColor: null },
          { name: 'talle', displayName: 'Talle', value: 's', displayValue: 'S', hexColor: null },
        ],
        quantity: units,
        unitPriceCents: 900_000,
        totalCents: units * 900_000,
        discountCents: 0,
        promotionName: null,
        promotionDiscountCents: 0,
      },
    ],
    promotions: [],
    history: [],
    mercadoPago: null,
    delivery: null,
    dispatch: null,
    shipment: null,
  };
}

/** The form's values for that order, as the edit page fills them. */
export function valuesOf(order: OrderDetail): OrderFormValues {
  return {
    ...newOrderDefaults,
    customerName: order.customerName,
    customerPhone: order.customerPhone ?? '',
    paymentMethod: order.paymentMethod ?? '',
    status: order.status,
    items:
      order.source === 'storefront'
        ? []
        : [
            {
              productId: REMERA.id,
              productName: 'Remera Lisa',
              selections: { 'attr-color': 'rojo', 'attr-talle': 's' },
              variantId: 'v-rojo-s',
              quantity: order.items[0]?.quantity ?? 1,
              price: '9000.00',
            },
          ],
  };
}
