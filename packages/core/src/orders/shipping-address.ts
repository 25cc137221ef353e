/*
 * A shopper's address in Argentina (docs/product/orders.md, "Delivery"): the
 * 24 jurisdictions, postal codes and CPAs, the address form's check and the
 * address an order keeps. No zod here: the cart's island imports these, and
 * store pages keep their JavaScript small (the schemas are in delivery-schemas.ts).
 */

import { postalCodeFitsProvince } from './postal-code-provinces';
import { isProvinceCode, PROVINCES, type ProvinceCode } from './provinces';

export { isProvinceCode, PROVINCE_CODES, PROVINCES, type ProvinceCode } from './provinces';

/** "1425", or a CPA such as "C1425ABC" (its four digits are the postal code's number). */
export const POSTAL_CODE_PATTERN = /^(?:\d{4}|[A-HJ-NP-Z]\d{4}[A-Z]{3})$/;

/** The four-digit number of a postal code or CPA (both already checked against POSTAL_CODE_PATTERN). */
export function postalNumber(postalCode: string): number {
  return Number(postalCode.length === 4 ? postalCode : postalCode.slice(1, 5));
}

export const ADDRESS_MESSAGES = {
  street: 'Escribe la calle',
  number: 'Escribe el número de la calle (o "S/N" si no tiene)',
  postalCode: 'El código postal debe tener 4 dígitos (ej: 1425) o ser un CPA (ej: C1425ABC)',
  postalProvince: 'El código postal no corresponde a la provincia elegida',
  city: 'Escribe la localidad',
  province: 'Elige la provincia',
} as const;
/** A street number: up to six digits and an optional letter, or "S/N" (upper-cased first). */
export const STREET_NUMBER_PATTERN = /^(?:\d{1,6}[A-Z]?|S\/N)$/;
export const normalizePostalCode = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** The address form as typed (every field a string; unit and province may be empty). */
export interface AddressFields {
  street: string;
  number: string;
  unit: string;
  postalCode: string;
  city: string;
  province: string;
}
export type AddressErrors = Partial<Record<keyof AddressFields, string>>;
export const EMPTY_ADDRESS: AddressFields = {
  street: '',
  number: '',
  unit: '',
  postalCode: '',
  city: '',
  province: '',
};

/**
 * The address check of the storefront without zod (store pages keep their
 * JavaScript small): the same verdicts and messages as `shippingAddressSchema`
 * (delivery-schemas.ts), which the server applies again.
 */
export function validateAddress(a: AddressFields): AddressErrors {
  const errors: AddressErrors = {};
  const street = a.street.trim();
  if (street.length < 2) errors.street = ADDRESS_MESSAGES.street;
  else if (street.length > 100) errors.street = 'La calle no puede superar los 100 caracteres';
  if (!STREET_NUMBER_PATTERN.test(a.number.trim().toUpperCase())) errors.number = ADDRESS_MESSAGES.number;
  if (a.unit.trim().length > 40) errors.unit = 'El piso/depto no puede superar los 40 caracteres';
  const postal = normalizePostalCode(a.postalCode);
  if (!POSTAL_CODE_PATTERN.test(postal)) errors.postalCode = ADDRESS_MESSAGES.postalCode;
  else if (isProvinceCode(a.province) && !postalCodeFitsProvince(postal, a.province))
    errors.postalCode = ADDRESS_MESSAGES.postalProvince;
  const city = a.city.trim();
  if (city.length < 2) errors.city = ADDRESS_MESSAGES.city;
  else if (city.length > 80) errors.city = 'La localidad no puede superar los 80 caracteres';
  if (!isProvinceCode(a.province)) errors.province = ADDRESS_MESSAGES.province;
  return errors;
}

/** The order body's address (checked first with validateAddress): trimmed, the postal code without spaces and upper-cased, no unit when empty. */
export function addressPayload(a: AddressFields): ShippingAddress {
  const unit = a.unit.trim();
  return {
    street: a.street.trim(),
    number: a.number.trim().toUpperCase(),
    unit: unit || null,
    postalCode: normalizePostalCode(a.postalCode),
    city: a.city.trim(),
    province: a.province as ProvinceCode,
  };
}

export interface ShippingAddress {
  street: string;
  number: string;
  unit: string | null;
  postalCode: string;
  city: string;
  province: ProvinceCode;
}

/** One line for an address: "Av. Corrientes 1234, 5° B, C1043AAZ Buenos Aires, Ciudad Autónoma de Buenos Aires". */
export function formatShippingAddress(a: ShippingAddress): string {
  return `${a.street} ${a.number}${a.unit ? `, ${a.unit}` : ''}, ${a.postalCode} ${a.city}, ${PROVINCES[a.province]}`;
}
