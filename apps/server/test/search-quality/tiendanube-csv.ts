import Papa from 'papaparse';
import { TIENDANUBE_HEADER } from '../helpers/platform-headers';
import { MEN_BOTTOMS_AND_SWIMWEAR } from './products-men-bottoms';
import { MEN_TOPS } from './products-men-tops';
import { SHOES_AND_ACCESSORIES } from './products-shoes-accessories';
import { WOMEN_BOTTOMS_AND_MORE } from './products-women-bottoms';
import { WOMEN_TOPS } from './products-women-tops';
import { variantsOf, type ShopProduct } from './shop-products';

/*
 * The search-quality shop as Tiendanube exports it (docs/product/catalogue.md, "Planillas de otras plataformas"):
 * `;` between cells, one row per variant, the product's own cells on its first row only, "Color" and "Talle" as
 * properties 1 and 2, pesos with a decimal comma. The file under test/fixtures is this function's output
 * (write-search-catalogue.ts writes it; search-quality.test.ts checks it is current).
 */

export const SHOP_PRODUCTS: ShopProduct[] = [
  ...WOMEN_TOPS,
  ...WOMEN_BOTTOMS_AND_MORE,
  ...MEN_TOPS,
  ...MEN_BOTTOMS_AND_SWIMWEAR,
  ...SHOES_AND_ACCESSORIES,
];

const pesos = (amount: number) => `${amount},00`;

function rowsOf(product: ShopProduct): Record<string, string>[] {
  const own = {
    Nombre: product.name,
    Categorías: product.categories,
    Descripción: product.description,
    Tags: product.tags ?? '',
    'Título para SEO': `${product.name} | Pampa Indumentaria`,
    Marca: product.brand ?? '',
    'Mostrar en tienda': product.hidden ? 'NO' : 'SI',
    'Envío sin cargo': 'NO',
    'Producto Físico': product.unlimited ? 'NO' : 'SI',
    Sexo: product.sexo,
    'Rango de edad': 'Adulto',
    Costo: pesos(Math.round(product.price * 0.45)),
  };
  return variantsOf(product).map((variant, i) => ({
    'Identificador de URL': product.handle,
    ...(i === 0 ? own : {}),
    ...(variant.colour ? { 'Nombre de propiedad 1': 'Color', 'Valor de propiedad 1': variant.colour } : {}),
    ...(variant.size ? { 'Nombre de propiedad 2': 'Talle', 'Valor de propiedad 2': variant.size } : {}),
    Precio: pesos(product.price),
    'Precio promocional': product.promotion ? pesos(product.promotion) : '',
    'Peso (kg)': '0,40',
    Stock: product.unlimited ? '' : String(variant.stock),
    SKU: variant.sku,
  }));
}

export function searchCatalogueCsv(products: ShopProduct[] = SHOP_PRODUCTS): string {
  const rows = products.flatMap(rowsOf).map((cells) => TIENDANUBE_HEADER.map((title) => cells[title] ?? ''));
  return `${Papa.unparse([TIENDANUBE_HEADER, ...rows], { delimiter: ';', newline: '\r\n' })}\r\n`;
}
