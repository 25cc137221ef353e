import Papa from 'papaparse';
import type { ExpectedProduct, PlatformFile } from './platform-files';
import { TIENDANUBE_HEADER } from '../../apps/server/test/helpers/platform-headers';

// Tiendanube's export of a clothing shop's catalogue (platform-files.ts has what it must import as).

const KINDS = ['Remera Ñandú', 'Buzo Pingüino', 'Campera Cañón', 'Pantalón Río', 'Vestido Añil', 'Zapatilla Güemes'];
const CATEGORIES = [['Mujer > Remeras'], ['Hombre > Buzos', 'Ofertas'], ['Calzado'], ['Mujer > Vestidos', 'Ofertas']];
const BRANDS = ['Topper', 'Adidas', 'Nike', 'Fila'];
const TAGS = [['verano', 'algodón'], [], ['invierno']];
const SIZES = ['S', 'M', 'L', 'XL'];
const COLOURS = ['Negro', 'Blanco'];

/** Pesos as Tiendanube writes them: "10500,00". */
const pesos = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/**
 * 60 products of 8 variants each (4 sizes × 2 colours: 480 rows), `;`
 * between cells, the product's cells on its first row only: every XL $1.000
 * dearer, every fifth product on promotion, every seventh hidden, a cost
 * nobody must see, and `prefix` in every SKU so that runs never collide.
 */
export function tiendanubeCatalogue(prefix: string): PlatformFile {
  const rows: string[][] = [TIENDANUBE_HEADER];
  const products: ExpectedProduct[] = [];
  for (let i = 0; i < 60; i++) {
    const name = `${KINDS[i % KINDS.length]} ${i + 1}`;
    const categories = CATEGORIES[i % CATEGORIES.length] ?? [];
    const promotion = i % 5 === 0;
    const expected: ExpectedProduct = {
      name,
      isActive: i % 7 !== 3,
      brand: BRANDS[i % BRANDS.length] ?? '',
      tags: TAGS[i % TAGS.length] ?? [],
      categories,
      pictures: [],
      variants: [],
    };
    let first = true;
    SIZES.forEach((size, s) =>
      COLOURS.forEach((colour, c) => {
        const j = s * COLOURS.length + c;
        const priceCents = 1_000_000 + i * 50_000 + (size === 'XL' ? 100_000 : 0);
        const saleCents = promotion ? priceCents - 100_000 : null;
        const stock = (i * 7 + j * 3) % 11;
        const sku = `${prefix}-${i + 1}-${size}-${colour.slice(0, 1)}`;
        const barcode = j % 3 === 0 ? `7790${String(i * 8 + j).padStart(9, '0')}` : null;
        const cells: Record<string, string> = {
          'Identificador de URL': `prenda-${i + 1}`,
          'Nombre de propiedad 1': 'Talle',
          'Valor de propiedad 1': size,
          'Nombre de propiedad 2': 'Color',
          'Valor de propiedad 2': colour,
          Precio: pesos(priceCents),
          'Precio promocional': saleCents === null ? '' : pesos(saleCents),
          'Peso (kg)': '0,35',
          'Alto (cm)': '5',
          'Ancho (cm)': '30',
          'Profundidad (cm)': '40',
          Stock: String(stock),
          SKU: sku,
          'Código de barras': barcode ?? '',
          'MPN (Número de pieza del fabricante)': `MPN-${i}-${j}`,
        };
        if (first) {
          Object.assign(cells, {
            Nombre: name,
            Categorías: categories.join(', '),
            'Mostrar en tienda': expected.isActive ? 'SI' : 'NO',
            'Envío sin cargo': 'NO',
            Descripción: `<p>Prenda ${i + 1} de algodón &amp; lino.</p><ul><li>Lavar con agua fría</li><li>Hecha en Argentina</li></ul>`,
            Tags: expected.tags.join(','),
            'Título para SEO': `${name} | Tienda`,
            'Descripción para SEO': 'Comprala online',
            Marca: expected.brand,
            'Producto Físico': 'SI',
            Sexo: 'Femenino',
            'Rango de edad': 'Adulto',
            Costo: pesos(400_000 + i * 1_000),
          });
          first = false;
        }
        rows.push(TIENDANUBE_HEADER.map((title) => cells[title] ?? ''));
        expected.variants.push({
          sku,
          priceCents: saleCents ?? priceCents,
          compareAtPriceCents: saleCents === null ? null : priceCents,
          stock,
          barcode,
          weightGrams: 350,
        });
      }),
    );
    products.push(expected);
  }
  return { text: Papa.unparse(rows, { delimiter: ';', newline: '\r\n' }), products };
}
