import {
  DEFAULT_DELIVERY_SETTINGS,
  type DeliverySettings,
  type PublicProduct,
  type PublicVariant,
} from '@vidriera/core';

/*
 * A clothing shop's product as the store pages hand it to their islands
 * (packages/core's public contracts): a "Remera Básica" in Negro and Azul,
 * sizes S and M, one combination sold out, one on promotion, Azul with its
 * own picture.
 */
export const COLOR = {
  id: 'attr-color',
  name: 'color',
  displayName: 'Color',
  type: 'select',
  isRequired: true,
} as const;
export const TALLE = {
  id: 'attr-talle',
  name: 'talle',
  displayName: 'Talle',
  type: 'select',
  isRequired: true,
} as const;
const NEGRO = { id: 'val-negro', value: 'negro', displayValue: 'Negro', hexColor: '#111827' };
const AZUL = { id: 'val-azul', value: 'azul', displayValue: 'Azul', hexColor: '#1D4ED8' };
const S = { id: 'val-s', value: 'S', displayValue: 'S', hexColor: null };
const M = { id: 'val-m', value: 'M', displayValue: 'M', hexColor: null };

function variant(
  id: string,
  colour: typeof NEGRO,
  size: typeof S,
  stock: number,
  priceCents: number,
  extra: Partial<PublicVariant> = {},
): PublicVariant {
  return {
    id,
    sku: `REM-${colour.value.toUpperCase()}-${size.value}`,
    finalPriceCents: priceCents,
    compareAtPriceCents: null,
    barcode: null,
    availableStock: stock,
    values: [
      { attributeId: COLOR.id, attributeValueId: colour.id, value: colour.displayValue },
      { attributeId: TALLE.id, attributeValueId: size.id, value: size.displayValue },
    ],
    images: [],
    ...extra,
  };
}

/** Negro S: 5 units at $12.500; Negro M: 1 unit at $13.000 (before $15.000); Azul S: none; Azul M: 3 units, its own picture. */
export function remera(id = 'remera-1'): PublicProduct {
  return {
    id,
    slug: `remera-basica-${id}`,
    name: 'Remera Básica',
    badges: [],
    description: 'Algodón',
    descriptionHtml: '<p>Algodón</p>',
    priceCents: 1_250_000,
    brand: '',
    tags: [],
    category: null,
    images: ['/uploads/remera-negra', '/uploads/remera-espalda', '/uploads/remera-azul'],
    attributes: [
      { ...COLOR, values: [NEGRO, AZUL] },
      { ...TALLE, values: [S, M] },
    ],
    variants: [
      variant(`${id}-negro-s`, NEGRO, S, 5, 1_250_000),
      variant(`${id}-negro-m`, NEGRO, M, 1, 1_300_000, { compareAtPriceCents: 1_500_000 }),
      variant(`${id}-azul-s`, AZUL, S, 0, 1_250_000),
      variant(`${id}-azul-m`, AZUL, M, 3, 1_250_000, { images: ['/uploads/remera-azul'] }),
    ],
  };
}

/** A store that ships anywhere, its fee to agree (a new store's settings). */
export const ANYWHERE: DeliverySettings = DEFAULT_DELIVERY_SETTINGS;

/** Pickup at one point, Córdoba at $3.500, the rest of the country to agree, free from $100.000. */
export const CORDOBA: DeliverySettings = {
  pickup: { enabled: true, points: [{ address: 'Av. Colón 1200, Córdoba', hours: 'Lunes a sábado de 9 a 19' }] },
  shipping: {
    enabled: true,
    freeAboveCents: 10_000_000,
    zones: [
      { name: 'Córdoba', provinces: ['X'], postalCodes: [], feeCents: 350_000 },
      { name: 'Todo el país', provinces: [], postalCodes: [], feeCents: null },
    ],
  },
};

let shops = 0;
/** A slug no other test of the file used: the page's cart lives in a module shared by the file's tests. */
export const newShopSlug = () => `tienda-${++shops}`;
