import { SHOP_PRODUCTS } from './tiendanube-csv';
import { inStockWith, type Colour } from './shop-products';

/*
 * What a shopper of the search-quality shop would call a right answer, by the product's name. Only products a shopper
 * can buy count: a hidden product never, one sold out in every variant neither (Vestido Largo de Fiesta, Campera de
 * Cuero Ecológico, Zapatillas Running Duramo), though the engine may show them last.
 */

export const REMERAS_MUJER = [
  'Remera Básica Algodón',
  'Remera Oversize Estampada',
  'Remera Manga Larga Lisa',
  'Remera Cuello V',
];
export const REMERAS = [
  ...REMERAS_MUJER,
  'Remera Estampada Rock',
  'Remera Dry Fit Running',
  'Remera Lisa Cuello Redondo',
];
/** The trousers made of jean: a shirt, a skirt, an overall, bermudas or a jacket of jean are not "jeans". */
export const JEANS = [
  'Jean Mom Tiro Alto',
  'Jean Skinny Elastizado',
  'Jean Wide Leg',
  'Jean Recto Clásico',
  'Jean Slim Fit',
];
export const VESTIDOS = ['Vestido Midi Floreado', 'Vestido Corto de Lino', 'Vestido Camisero'];
export const POLLERAS = ['Pollera de Jean', 'Pollera Plisada Midi', 'Pollera Corta Gabardina'];
export const BUZOS_CON_CAPUCHA = ['Buzo Oversize con Capucha', 'Buzo Canguro con Capucha', 'Buzo Trefoil con Capucha'];
export const BUZOS = [...BUZOS_CON_CAPUCHA, 'Buzo Crop Frisa', 'Buzo Cuello Redondo', 'Buzo Polar Medio Cierre'];
/** The shop files its cardigan under Sweaters: a shopper looking for a sweater takes it. */
export const SWEATERS = [
  'Sweater Trenzado',
  'Sweater Cuello Alto de Hilo',
  'Sweater Escote en V',
  'Cardigan Largo de Hilo',
];
export const CAMPERAS = ['Campera Inflable', 'Campera de Jean', 'Campera Puffer con Capucha', 'Campera Rompeviento'];
export const JOGGINGS = ['Jogging Frisa', 'Jogging Chupín 3 Tiras', 'Pantalón Jogger Cargo'];
/** Every pair of trousers: those named so, the joggings and the jeans (calzas and bermudas are not). */
export const PANTALONES = [
  'Pantalón de Vestir',
  'Pantalón Palazzo Lino',
  'Pantalón Jogger Cargo',
  'Pantalón Cargo Gabardina',
  'Pantalón Chino',
  'Jogging Frisa',
  'Jogging Chupín 3 Tiras',
  ...JEANS,
];
export const CALZAS = ['Calza Deportiva', 'Short Calza Ciclista'];
export const MUSCULOSAS = ['Musculosa Rib', 'Musculosa Básica Morley'];
export const TRAJES_DE_BANO = ['Malla Enteriza', 'Bikini Triángulo', 'Short de Baño'];
export const CAMISAS = [
  'Camisa Lino Manga Larga',
  'Camisa de Jean',
  'Camisa de Vestir Slim',
  'Camisa Leñadora Franela',
];
export const ZAPATILLAS = [
  'Zapatillas Urbanas',
  'Zapatillas Nike Revolution',
  'Zapatillas Adidas Superstar',
  'Zapatillas de Lona Clásicas',
];
export const CALZADO = [
  ...ZAPATILLAS,
  'Botas de Cuero Caña Alta',
  'Borcegos de Cuero',
  'Sandalias con Plataforma',
  'Ojotas de Goma',
  'Zapatos Oxford de Cuero',
];

const inStock = SHOP_PRODUCTS.filter((p) => inStockWith(p, {}));
const named = (products: typeof SHOP_PRODUCTS) => products.map((p) => p.name);

/** A brand's products the shopper can buy (Tiendanube's "Marca"). */
export const ofBrand = (brand: string) => named(inStock.filter((p) => p.brand === brand));

/**
 * Who a query of "mujer" or "hombre" shops for: what the shop files under that top category and its children ("Mujer"
 * holds "Mujer > Remeras"), and the shoes and accessories made for them (Tiendanube's "Sexo").
 */
export const forShopper = (top: 'Mujer' | 'Hombre') =>
  named(
    inStock.filter(
      (p) =>
        p.categories.split(',').some((c) => c.trim().split(' > ')[0] === top) ||
        p.sexo === (top === 'Mujer' ? 'Femenino' : 'Masculino'),
    ),
  );

/** Products, among those named, that the shopper can buy in that colour and/or size: all products when none named. */
export const withVariantInStock = (wanted: { colour?: Colour; size?: string }, among?: string[]) =>
  named(SHOP_PRODUCTS.filter((p) => (among ?? [p.name]).includes(p.name) && inStockWith(p, wanted)));
