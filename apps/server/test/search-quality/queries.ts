import {
  BUZOS,
  BUZOS_CON_CAPUCHA,
  CALZADO,
  CALZAS,
  CAMISAS,
  CAMPERAS,
  JEANS,
  JOGGINGS,
  MUSCULOSAS,
  PANTALONES,
  POLLERAS,
  REMERAS,
  REMERAS_MUJER,
  SWEATERS,
  TRAJES_DE_BANO,
  VESTIDOS,
  ZAPATILLAS,
  forShopper,
  ofBrand,
  withVariantInStock,
} from './judged-sets';

/*
 * The judged queries of the search-quality test (search-quality.test.ts, issue 47's "Done when"): what shoppers of a
 * clothing shop migrated from Tiendanube type, each with the products they would call a right answer
 * (judged-sets.ts). A query with no relevant product must find nothing.
 */

export type QueryKind =
  'palabra' | 'sinónimo' | 'error de tipeo' | 'atributo' | 'plural, género, tildes' | 'sin resultados';

export interface JudgedQuery {
  q: string;
  kind: QueryKind;
  relevant: string[];
}

const judged = (kind: QueryKind, pairs: [string, string[]][]): JudgedQuery[] =>
  pairs.map(([q, relevant]) => ({ q, kind, relevant }));

export const JUDGED_QUERIES: JudgedQuery[] = [
  ...judged('palabra', [
    ['jeans', JEANS],
    ['remera', REMERAS],
    ['vestido', VESTIDOS],
    ['buzo', BUZOS],
    ['buzo con capucha', BUZOS_CON_CAPUCHA],
    ['sweater', SWEATERS],
    ['zapatillas', ZAPATILLAS],
    ['jogging', JOGGINGS],
    ['pollera', POLLERAS],
    ['campera', CAMPERAS],
    ['campera inflable', ['Campera Inflable', 'Campera Puffer con Capucha']],
    ['camisa de jean', ['Camisa de Jean']],
    ['malla enteriza', ['Malla Enteriza']],
    ['short de baño', ['Short de Baño']],
    ['botas', ['Botas de Cuero Caña Alta', 'Borcegos de Cuero']],
    ['gorra', ['Gorra Trucker']],
    ['mochila', ['Mochila Urbana']],
    ['mujer', forShopper('Mujer')],
    ['hombre', forShopper('Hombre')],
    ['buzo mujer', ['Buzo Oversize con Capucha', 'Buzo Crop Frisa']],
    ['adidas', ofBrand('Adidas')],
    ['nike', ofBrand('Nike')],
    ['topper', ofBrand('Topper')],
  ]),
  ...judged('sinónimo', [
    ['camiseta', REMERAS],
    ['playera', REMERAS],
    ['falda', POLLERAS],
    ['hoodie', BUZOS_CON_CAPUCHA],
    ['sudadera', BUZOS],
    ['chaqueta', CAMPERAS],
    ['jogger', JOGGINGS],
    ['traje de baño', TRAJES_DE_BANO],
    ['malla', TRAJES_DE_BANO],
    ['calzado', CALZADO],
  ]),
  ...judged('error de tipeo', [
    ['sweter', SWEATERS],
    ['swetter', SWEATERS],
    ['sueter', SWEATERS],
    ['adiddas', ofBrand('Adidas')],
    ['vestdo', VESTIDOS],
    ['remra', REMERAS],
    ['zapatiya', ZAPATILLAS],
    ['pantalo', PANTALONES],
    ['jogin', JOGGINGS],
    ['buso', BUZOS],
    ['calsa', CALZAS],
    ['musculoza', MUSCULOSAS],
  ]),
  ...judged('atributo', [
    ['negra', withVariantInStock({ colour: 'Negro' })],
    ['talle 38', withVariantInStock({ size: '38' })],
    ['remera negra talle L', withVariantInStock({ colour: 'Negro', size: 'L' }, REMERAS)],
    ['jean azul 40', withVariantInStock({ colour: 'Azul', size: '40' }, JEANS)],
    ['camisa blanca', withVariantInStock({ colour: 'Blanco' }, CAMISAS)],
    ['zapatillas negras', withVariantInStock({ colour: 'Negro' }, ZAPATILLAS)],
    ['zapatillas blancas', withVariantInStock({ colour: 'Blanco' }, ZAPATILLAS)],
    ['vestido negro', withVariantInStock({ colour: 'Negro' }, VESTIDOS)],
  ]),
  ...judged('plural, género, tildes', [
    ['pantalones', PANTALONES],
    ['pantalon', PANTALONES],
    ['remeras mujer', REMERAS_MUJER],
    ['camisas', CAMISAS],
    ['VESTIDOS', VESTIDOS],
    ['pantalón de vestir', ['Pantalón de Vestir']],
  ]),
  ...judged('sin resultados', [
    ['heladera', []],
    ['bicicleta', []],
    ['celular', []],
    ['taladro', []],
  ]),
];
