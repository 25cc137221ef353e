import type { AttributeType } from '../types';

/*
 * The clothing shop every fixture speaks: colours and sizes as select
 * attributes, the same values and colours everywhere. The demo store, the
 * benchmark seed, the server tests and the e2e journeys build their
 * catalogues from these (no database needed to import this module).
 */

export const COLOURS = {
  negro: { displayValue: 'Negro', hexColor: '#111827' },
  blanco: { displayValue: 'Blanco', hexColor: '#F9FAFB' },
  gris: { displayValue: 'Gris', hexColor: '#6B7280' },
  azul: { displayValue: 'Azul', hexColor: '#1D4ED8' },
  rojo: { displayValue: 'Rojo', hexColor: '#DC2626' },
  verde: { displayValue: 'Verde', hexColor: '#15803D' },
  beige: { displayValue: 'Beige', hexColor: '#D6C7A1' },
} as const;
export type Colour = keyof typeof COLOURS;

export const SIZES = ['S', 'M', 'L', 'XL'] as const;
export type Size = (typeof SIZES)[number];

export const CLOTHING_CATEGORIES = ['Remeras', 'Buzos', 'Pantalones', 'Accesorios'] as const;

export interface AttributeSpec {
  name: string;
  displayName: string;
  type: AttributeType;
  isRequired?: boolean;
  sortOrder?: number;
  values?: { value: string; displayValue: string; hexColor?: string | null }[];
}

/** The "Color" select attribute with some (or all) of the colours. */
export function colourAttribute(colours: readonly Colour[] = Object.keys(COLOURS) as Colour[]): AttributeSpec {
  return {
    name: 'color',
    displayName: 'Color',
    type: 'select',
    isRequired: true,
    sortOrder: 0,
    values: colours.map((value) => ({ value, ...COLOURS[value] })),
  };
}

/** The "Talle" select attribute with some (or all) of the sizes. */
export function sizeAttribute(sizes: readonly Size[] = SIZES): AttributeSpec {
  return {
    name: 'talle',
    displayName: 'Talle',
    type: 'select',
    isRequired: true,
    sortOrder: 1,
    values: sizes.map((value) => ({ value, displayValue: value })),
  };
}

/** An attribute as the owner API's create body takes it (POST /api/catalogue/attributes). */
export function attributeBody(spec: AttributeSpec) {
  return {
    name: spec.name,
    displayName: spec.displayName,
    type: spec.type,
    isRequired: spec.isRequired ?? false,
    values: (spec.values ?? []).map((v) => ({
      value: v.value,
      displayValue: v.displayValue,
      hexColor: v.hexColor ?? null,
    })),
  };
}
