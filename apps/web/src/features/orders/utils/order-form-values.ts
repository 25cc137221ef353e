import {
  type AdminOrderInput,
  centsToAmount,
  isPaymentMethod,
  type OrderFormLine,
  type OrderFormValues,
  type OrderStatusName,
  parseAmountToCents,
  type PaymentMethodName,
  type StorefrontOrderEditInput,
} from '@vidriera/core';
import type { OrderDetail, OrderLine } from '../api/get-order';

export const newOrderDefaults: OrderFormValues = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  paymentMethod: '',
  status: 'processing',
  items: [],
};

/** The form as an existing order fills it; each line keeps its variant and the price it was sold at. */
export function orderFormValues(
  order: OrderDetail,
  selectionsOf: (line: OrderLine) => Record<string, string>,
): OrderFormValues {
  return {
    customerName: order.customerName,
    customerEmail: order.customerEmail ?? '',
    customerPhone: order.customerPhone ?? '',
    paymentMethod: order.paymentMethod ?? '',
    status: order.status,
    items:
      order.source === 'storefront'
        ? []
        : order.items.map((line) => ({
            productId: line.productId ?? '',
            productName: line.productName,
            selections: selectionsOf(line),
            variantId: line.variantId ?? '',
            quantity: line.quantity,
            price: centsToAmount(line.unitPriceCents),
          })),
  };
}

const customerPart = (values: OrderFormValues) => ({
  customerName: values.customerName.trim(),
  customerEmail: values.customerEmail.trim() || null,
  customerPhone: values.customerPhone.trim() || null,
});

/** The body of POST /api/orders or PUT /api/orders/{id} for an order the owner typed in. */
export function adminOrderBody(values: OrderFormValues): AdminOrderInput {
  return {
    ...customerPart(values),
    paymentMethod: values.paymentMethod as PaymentMethodName,
    status: values.status as OrderStatusName,
    items: values.items.map((line) => ({
      variantId: line.variantId,
      quantity: line.quantity,
      unitPriceCents: parseAmountToCents(line.price) ?? 0,
    })),
  };
}

/** The body of PUT /api/orders/{id} for a storefront order. */
export function storefrontOrderBody(values: OrderFormValues): StorefrontOrderEditInput {
  return {
    ...customerPart(values),
    paymentMethod: isPaymentMethod(values.paymentMethod) ? values.paymentMethod : null,
    status: values.status as OrderStatusName,
  };
}

/** Sum of quantity × typed price, in cents. */
export function linesTotalCents(lines: OrderFormLine[]): number {
  return lines.reduce(
    (sum, line) => sum + (Number.isFinite(line.quantity) ? line.quantity : 0) * (parseAmountToCents(line.price) ?? 0),
    0,
  );
}
