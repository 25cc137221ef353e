/** Argentina's 24 jurisdictions (docs/product/orders.md, "Delivery"): what an address and a postal code name. */

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
