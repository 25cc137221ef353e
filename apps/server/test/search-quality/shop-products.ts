/*
 * The products of the search-quality shop (search-quality.test.ts): a clothing and accessories store as a merchant
 * moving from Tiendanube brings it (docs/product/catalogue.md, "Planillas de otras plataformas"). Each product is
 * written once here; tiendanube-csv.ts turns them into the export's rows and queries.ts judges the searches against
 * them.
 */

/** The shop's colours, with the swatch the merchant gives each after importing (Tiendanube's export has no colour code). */
export const COLOUR_HEX = {
  Negro: '#000000',
  Blanco: '#FFFFFF',
  Azul: '#1F3A93',
  Rojo: '#C0392B',
  Gris: '#8E8E8E',
  Verde: '#2E7D32',
  Beige: '#D8C3A5',
  Marrón: '#6D4C41',
} as const;
export type Colour = keyof typeof COLOUR_HEX;

export const OWN_BRAND = 'Pampa Indumentaria';
export const TOPS = ['S', 'M', 'L', 'XL'];
export const SMALL_TOPS = ['S', 'M', 'L'];
export const WOMEN_BOTTOMS = ['36', '38', '40', '42', '44'];
export const MEN_BOTTOMS = ['38', '40', '42', '44', '46'];
export const SHOES = ['36', '37', '38', '39', '40', '41', '42', '43', '44'];

export interface ShopProduct {
  /** Tiendanube's "Identificador de URL". */
  handle: string;
  name: string;
  /** Tiendanube's "Categorías": several separated by commas, a child after its parent ("Mujer > Remeras"). */
  categories: string;
  description: string;
  /** Pesos, as the export writes them ("12900,00"). */
  price: number;
  /** A promotional price: what the shopper pays, "Precio" then being the price before. */
  promotion?: number;
  brand?: string;
  tags?: string;
  sexo: 'Femenino' | 'Masculino' | 'Unisex';
  colours: Colour[];
  /** Empty for a product that comes in one size. */
  sizes: string[];
  /** Variants without stock, as "Colour/Size" ("Negro/L"; just "Negro" for a product without sizes), or all of them. */
  soldOut?: 'all' | string[];
  /** "Mostrar en tienda" NO: the shop hid it, so the storefront never shows it. */
  hidden?: boolean;
  /** "Producto Físico" NO with empty stock cells: a gift card, sold without stock. */
  unlimited?: boolean;
}

export interface ShopVariant {
  colour: Colour | undefined;
  size: string;
  sku: string;
  stock: number;
}

const skuPart = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 3)
    .toUpperCase();

/**
 * A product's variants in the export's order (each colour in each size) with a stock between 1 and 7 that varies from
 * variant to variant, 0 for those sold out.
 */
export function variantsOf(product: ShopProduct): ShopVariant[] {
  const sizes = product.sizes.length > 0 ? product.sizes : [''];
  const initials = product.handle
    .split('-')
    .map((word) => word.slice(0, 4).toUpperCase())
    .join('');
  const colours = product.colours.length > 0 ? product.colours : [undefined];
  return colours.flatMap((colour, c) =>
    sizes.map((size, s) => {
      const key = [colour, size].filter(Boolean).join('/');
      const soldOut = product.soldOut === 'all' || (product.soldOut ?? []).includes(key);
      return {
        colour,
        size,
        sku: [initials, skuPart(colour ?? ''), size.replace('/', '-')].filter(Boolean).join('-'),
        stock: soldOut ? 0 : 1 + ((c * 3 + s * 2 + product.name.length) % 7),
      };
    }),
  );
}

/** Whether the shopper can buy the product in that colour and/or size today. */
export function inStockWith(product: ShopProduct, wanted: { colour?: Colour; size?: string }): boolean {
  if (product.hidden) return false;
  if (product.unlimited) return true;
  return variantsOf(product).some(
    (v) =>
      v.stock > 0 &&
      (wanted.colour === undefined || v.colour === wanted.colour) &&
      (wanted.size === undefined || v.size === wanted.size),
  );
}
