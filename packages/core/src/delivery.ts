/*
 * Delivery (docs/product/orders.md, "Delivery"): the 24 Argentine
 * jurisdictions, how a store's zones are matched to an address, the fee an
 * order pays and the carriers' tracking links. No zod here: the cart's island
 * imports these, and store pages keep their JavaScript small (the schemas are
 * in delivery-schemas.ts).
 */

/** The 24 jurisdictions, keyed by the letter the CPA (código postal argentino) starts with. */
export const PROVINCES = {
  C: 'Ciudad Autónoma de Buenos Aires',
  B: 'Buenos Aires',
  K: 'Catamarca',
  H: 'Chaco',
  U: 'Chubut',
  X: 'Córdoba',
  W: 'Corrientes',
  E: 'Entre Ríos',
  P: 'Formosa',
  Y: 'Jujuy',
  L: 'La Pampa',
  F: 'La Rioja',
  M: 'Mendoza',
  N: 'Misiones',
  Q: 'Neuquén',
  R: 'Río Negro',
  A: 'Salta',
  J: 'San Juan',
  D: 'San Luis',
  Z: 'Santa Cruz',
  S: 'Santa Fe',
  G: 'Santiago del Estero',
  V: 'Tierra del Fuego, Antártida e Islas del Atlántico Sur',
  T: 'Tucumán',
} as const;
export type ProvinceCode = keyof typeof PROVINCES;
export const PROVINCE_CODES = Object.keys(PROVINCES) as ProvinceCode[];
export const isProvinceCode = (value: string): value is ProvinceCode => Object.hasOwn(PROVINCES, value);

export const DELIVERY_METHODS = ['pickup', 'shipping'] as const;
export type DeliveryMethodName = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_METHOD_LABELS: Record<DeliveryMethodName, string> = {
  pickup: 'Retiro en el local',
  shipping: 'Envío a domicilio',
};
export const FEE_TO_AGREE = 'a convenir';
export const FREE_SHIPPING = 'Envío gratis';

/** "1425", or a CPA such as "C1425ABC" (its four digits are the postal code's number). */
export const POSTAL_CODE_PATTERN = /^(?:\d{4}|[A-HJ-NP-Z]\d{4}[A-Z]{3})$/;

/** The four-digit number of a postal code or CPA (both already checked against POSTAL_CODE_PATTERN). */
export function postalNumber(postalCode: string): number {
  return Number(postalCode.length === 4 ? postalCode : postalCode.slice(1, 5));
}

/** A zone's postal codes: "1425" or a range "1000-1499". */
export const POSTAL_RULE_PATTERN = /^(\d{4})(?:\s*-\s*(\d{4}))?$/;

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
export const EMPTY_ADDRESS: AddressFields = { street: '', number: '', unit: '', postalCode: '', city: '', province: '' };

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
  else if (postal.length === 8 && isProvinceCode(a.province) && postal[0] !== a.province) errors.postalCode = ADDRESS_MESSAGES.postalProvince;
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

export interface DeliveryZone {
  name: string;
  /** Provinces the zone covers (empty with no postal codes: the whole country, the fallback). */
  provinces: ProvinceCode[];
  /** Postal codes and ranges, e.g. "1000-1499", "1602". */
  postalCodes: string[];
  /** Whole cents; null: "a convenir". */
  feeCents: number | null;
}

export interface PickupPoint {
  address: string;
  hours: string;
}

export interface DeliverySettings {
  pickup: { enabled: boolean; points: PickupPoint[] };
  shipping: { enabled: boolean; zones: DeliveryZone[]; freeAboveCents: number | null };
}

/** A new store: no pickup, one zone for the whole country, fee agreed with the seller. */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  pickup: { enabled: false, points: [] },
  shipping: { enabled: true, zones: [{ name: 'Todo el país', provinces: [], postalCodes: [], feeCents: null }], freeAboveCents: null },
};

export interface ShippingAddress {
  street: string;
  number: string;
  unit: string | null;
  postalCode: string;
  city: string;
  province: ProvinceCode;
}

function postalRuleMatches(rule: string, postal: number): boolean {
  const match = POSTAL_RULE_PATTERN.exec(rule.trim());
  if (!match) return false;
  const from = Number(match[1]);
  const to = match[2] === undefined ? from : Number(match[2]);
  return postal >= Math.min(from, to) && postal <= Math.max(from, to);
}

/**
 * The zone an address falls in. The most precise rule wins: a zone naming the
 * address's postal code (or a range holding it), then a zone naming its
 * province, then a zone with neither (the rest of the country); among equals,
 * the first in the store's list. Undefined: the store does not deliver there.
 */
export function matchDeliveryZone(zones: readonly DeliveryZone[], address: Pick<ShippingAddress, 'postalCode' | 'province'>): DeliveryZone | undefined {
  const postal = postalNumber(address.postalCode);
  return (
    zones.find((z) => z.postalCodes.some((rule) => postalRuleMatches(rule, postal))) ??
    zones.find((z) => z.provinces.includes(address.province)) ??
    zones.find((z) => z.provinces.length === 0 && z.postalCodes.length === 0)
  );
}

/** The fee an order pays for its zone: free from the store's threshold on (the lines' sum, before any discount), null when "a convenir". */
export function shippingFeeCents(zone: DeliveryZone, linesCents: number, freeAboveCents: number | null): { feeCents: number | null; free: boolean } {
  if (freeAboveCents !== null && linesCents >= freeAboveCents) return { feeCents: 0, free: true };
  return { feeCents: zone.feeCents, free: false };
}

/** One line for an address: "Av. Corrientes 1234, 5° B, C1043AAZ Buenos Aires, Ciudad Autónoma de Buenos Aires". */
export function formatShippingAddress(a: ShippingAddress): string {
  return `${a.street} ${a.number}${a.unit ? `, ${a.unit}` : ''}, ${a.postalCode} ${a.city}, ${PROVINCES[a.province]}`;
}

export const CARRIERS = ['correo_argentino', 'andreani', 'oca', 'via_cargo', 'other'] as const;
export type CarrierName = (typeof CARRIERS)[number];
export const CARRIER_LABELS: Record<CarrierName, string> = {
  correo_argentino: 'Correo Argentino',
  andreani: 'Andreani',
  oca: 'OCA',
  via_cargo: 'Vía Cargo',
  other: 'Otro',
};

/** The carrier's tracking page for a code: Correo Argentino and Andreani; the others show the code alone. */
export function trackingUrl(carrier: CarrierName, code: string): string | null {
  const encoded = encodeURIComponent(code);
  if (carrier === 'andreani') return `https://www.andreani.com/envio/${encoded}`;
  if (carrier === 'correo_argentino') return `https://www.correoargentino.com.ar/formularios/e-commerce?id=${encoded}`;
  return null;
}

export const DISPATCH_STATES = ['shipped', 'ready_for_pickup'] as const;
export type DispatchStateName = (typeof DISPATCH_STATES)[number];
export const DISPATCH_STATE_LABELS: Record<DispatchStateName, string> = {
  shipped: 'Enviado',
  ready_for_pickup: 'Listo para retirar',
};

/** What an order keeps of how it reaches the shopper (a copy: later changes to the store's settings do not move it). */
export type OrderDelivery =
  | { method: 'pickup'; point: PickupPoint }
  | { method: 'shipping'; address: ShippingAddress; zone: string; free: boolean };

/** The fee as people read it: "$ 1.500,00", "Envío gratis", "a convenir" (pickup has none). */
export function shippingFeeText(delivery: OrderDelivery, feeCents: number | null, formatPrice: (cents: number) => string): string | null {
  if (delivery.method === 'pickup') return null;
  if (delivery.free) return FREE_SHIPPING;
  return feeCents === null ? FEE_TO_AGREE : formatPrice(feeCents);
}

/** The delivery's lines for the WhatsApp message and the e-mails. */
export function deliveryTextLines(delivery: OrderDelivery, feeCents: number | null, formatPrice: (cents: number) => string): string[] {
  if (delivery.method === 'pickup') {
    return [`Entrega: ${DELIVERY_METHOD_LABELS.pickup}`, `Retiro en: ${delivery.point.address}${delivery.point.hours ? ` (${delivery.point.hours})` : ''}`];
  }
  return [
    `Entrega: ${DELIVERY_METHOD_LABELS.shipping} (${delivery.zone})`,
    `Dirección: ${formatShippingAddress(delivery.address)}`,
    `Envío: ${shippingFeeText(delivery, feeCents, formatPrice) ?? ''}`,
  ];
}
