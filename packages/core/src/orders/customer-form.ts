/**
 * The shopper's contact form (docs/product/storefront.md) without zod, so the storefront
 * can check it on a phone without downloading a schema library. It gives the
 * same verdicts and messages as `productPageCustomerSchema` / `cartCustomerSchema`
 * (orders.ts), which the server applies again.
 */

export const CUSTOMER_NAME_MIN = 2;
export const CUSTOMER_NAME_MAX = 120;
/** Digits a phone needs: 8 on the product page, 10 in the cart. */
export const PRODUCT_PAGE_PHONE_DIGITS = 8;
export const CART_PHONE_DIGITS = 10;

export const CUSTOMER_NAME_MESSAGE = 'El nombre debe tener al menos 2 caracteres';
export const CUSTOMER_NAME_TOO_LONG = 'El nombre no puede superar los 120 caracteres';
export const PRODUCT_PAGE_PHONE_MESSAGE = 'Ingresa un número de teléfono válido';
export const CART_PHONE_MESSAGE = 'El teléfono debe tener al menos 10 dígitos';
export const CUSTOMER_EMAIL_MESSAGE = 'Email inválido';

/** zod 4's e-mail pattern, so both sides accept the same addresses. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const PHONE_CHARACTERS = /^[+\d\s().-]+$/;

export interface CustomerFields {
  customerName: string;
  customerPhone: string;
  customerEmail: string;
}

export type CustomerErrors = Partial<Record<keyof CustomerFields, string>>;

export interface CustomerCheck {
  /** The digits a phone needs (8 product page, 10 cart). */
  minPhoneDigits: number;
  /** The message for a bad phone. */
  phoneMessage: string;
}

export const PRODUCT_PAGE_CUSTOMER: CustomerCheck = {
  minPhoneDigits: PRODUCT_PAGE_PHONE_DIGITS,
  phoneMessage: PRODUCT_PAGE_PHONE_MESSAGE,
};
export const CART_CUSTOMER: CustomerCheck = { minPhoneDigits: CART_PHONE_DIGITS, phoneMessage: CART_PHONE_MESSAGE };

/** Field → message for every invalid field; an empty object means the form can be sent. */
export function validateCustomer(fields: CustomerFields, check: CustomerCheck): CustomerErrors {
  const errors: CustomerErrors = {};
  const name = fields.customerName.trim();
  if (name.length < CUSTOMER_NAME_MIN) errors.customerName = CUSTOMER_NAME_MESSAGE;
  else if (name.length > CUSTOMER_NAME_MAX) errors.customerName = CUSTOMER_NAME_TOO_LONG;

  const phone = fields.customerPhone.trim();
  const digits = phone.replace(/\D/g, '').length;
  if (phone.length > 40 || digits < check.minPhoneDigits || !PHONE_CHARACTERS.test(phone))
    errors.customerPhone = check.phoneMessage;

  const email = fields.customerEmail.trim();
  if (email && (email.length > 254 || !EMAIL_PATTERN.test(email))) errors.customerEmail = CUSTOMER_EMAIL_MESSAGE;
  return errors;
}

/** The order body's customer part: trimmed, e-mail left out when empty (docs/product/storefront.md createOrder). */
export function customerPayload(fields: CustomerFields): {
  customerName: string;
  customerPhone: string;
  customerEmail?: string;
} {
  const email = fields.customerEmail.trim();
  return {
    customerName: fields.customerName.trim(),
    customerPhone: fields.customerPhone.trim(),
    ...(email ? { customerEmail: email } : {}),
  };
}
