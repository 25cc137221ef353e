import Papa from 'papaparse';

/*
 * A clothing shop's catalogue as Tiendanube and Shopify export it
 * (docs/product/catalogue.md, "Planillas de otras plataformas"), built here
 * deterministically, cell by cell, with every column those exports have
 * (a cost among them), and what each variant must be once imported.
 */

/** What one variant of the file must be in the store, by its SKU. */
export interface ExpectedVariant {
  sku: string;
  priceCents: number;
  compareAtPriceCents: number | null;
  stock: number;
  barcode: string | null;
  weightGrams: number | null;
  /** The address of its own picture, when the file gives it one. */
  picture?: string;
}

/** What one product of the file must be in the store, by its name. */
export interface ExpectedProduct {
  name: string;
  isActive: boolean;
  brand: string;
  tags: string[];
  /** Its categories as paths ("Mujer > Remeras"), the main one first. */
  categories: string[];
  /** Picture addresses it brings, in the file's order. */
  pictures: string[];
  variants: ExpectedVariant[];
}

export interface PlatformFile {
  text: string;
  products: ExpectedProduct[];
}

const TIENDANUBE_HEADER = [
  'Identificador de URL',
  'Nombre',
  'Categorías',
  'Nombre de propiedad 1',
  'Valor de propiedad 1',
  'Nombre de propiedad 2',
  'Valor de propiedad 2',
  'Nombre de propiedad 3',
  'Valor de propiedad 3',
  'Precio',
  'Precio promocional',
  'Peso (kg)',
  'Alto (cm)',
  'Ancho (cm)',
  'Profundidad (cm)',
  'Stock',
  'SKU',
  'Código de barras',
  'Mostrar en tienda',
  'Envío sin cargo',
  'Descripción',
  'Tags',
  'Título para SEO',
  'Descripción para SEO',
  'Marca',
  'Producto Físico',
  'MPN (Número de pieza del fabricante)',
  'Sexo',
  'Rango de edad',
  'Costo',
];

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

const SHOPIFY_HEADER = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Inventory Policy',
  'Variant Fulfillment Service',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Requires Shipping',
  'Variant Taxable',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Gift Card',
  'SEO Title',
  'SEO Description',
  'Variant Image',
  'Variant Weight Unit',
  'Variant Tax Code',
  'Cost per item',
  'Status',
];

/**
 * 12 caps of 3 sizes, `,` between cells, whose pictures are on `pictures`
 * (the shop's old platform): each its own picture, every other one a second
 * picture on a row of its own, every third a size with its own picture.
 */
export function shopifyCatalogue(prefix: string, pictures: string): PlatformFile {
  const rows: string[][] = [SHOPIFY_HEADER];
  const products: ExpectedProduct[] = [];
  for (let i = 0; i < 12; i++) {
    const handle = `gorra-${i + 1}`;
    const published = i % 5 !== 4;
    const expected: ExpectedProduct = {
      name: `Gorra Andina ${i + 1}`,
      isActive: published && i % 6 !== 5,
      brand: i % 2 ? 'Puma' : 'Reebok',
      tags: ['gorras', 'sol'],
      // Shopify's "Product Category" is Google's taxonomy, not the shop's: its "Type" becomes the category.
      categories: ['Gorras'],
      pictures: [`${pictures}/red.png`],
      variants: [],
    };
    if (i % 2 === 0) expected.pictures.push(`${pictures}/blue.png`);
    const variantPicture = i % 3 === 1 ? `${pictures}/green.png` : undefined;
    if (variantPicture) expected.pictures.push(variantPicture);
    ['S', 'M', 'L'].forEach((size, j) => {
      const priceCents = 800_000 + i * 10_000 + (size === 'L' ? 50_000 : 0);
      const compareAt = i % 3 === 0 ? priceCents + 150_000 : null;
      const sku = `${prefix}-G${i + 1}-${size}`;
      const stock = (i + j * 4) % 9;
      const barcode = j === 0 ? `7791${String(i).padStart(9, '0')}` : null;
      const ownPicture = size === 'L' ? variantPicture : undefined;
      const cells: Record<string, string> = {
        Handle: handle,
        'Option1 Value': size,
        'Variant SKU': sku,
        'Variant Grams': '250',
        'Variant Inventory Tracker': 'shopify',
        'Variant Inventory Qty': String(stock),
        'Variant Inventory Policy': 'deny',
        'Variant Fulfillment Service': 'manual',
        'Variant Price': (priceCents / 100).toFixed(2),
        'Variant Compare At Price': compareAt === null ? '' : (compareAt / 100).toFixed(2),
        'Variant Requires Shipping': 'TRUE',
        'Variant Taxable': 'TRUE',
        'Variant Barcode': barcode ?? '',
        'Variant Image': ownPicture ?? '',
        'Variant Weight Unit': 'g',
        'Cost per item': '3000.00',
      };
      if (j === 0) {
        Object.assign(cells, {
          Title: expected.name,
          'Body (HTML)': '<p>Gorra de <strong>gabardina</strong>.</p>',
          Vendor: expected.brand,
          'Product Category': 'Apparel & Accessories',
          Type: 'Gorras',
          Tags: expected.tags.join(', '),
          Published: published ? 'TRUE' : 'FALSE',
          'Option1 Name': 'Talle',
          'Image Src': `${pictures}/red.png`,
          'Image Position': '1',
          'Gift Card': 'FALSE',
          'SEO Title': expected.name,
          Status: i % 6 === 5 ? 'draft' : 'active',
        });
      }
      rows.push(SHOPIFY_HEADER.map((title) => cells[title] ?? ''));
      expected.variants.push({
        sku,
        priceCents,
        compareAtPriceCents: compareAt,
        stock,
        barcode,
        weightGrams: 250,
        ...(ownPicture ? { picture: ownPicture } : {}),
      });
    });
    if (i % 2 === 0)
      rows.push(
        SHOPIFY_HEADER.map(
          (title) => ({ Handle: handle, 'Image Src': `${pictures}/blue.png`, 'Image Position': '2' })[title] ?? '',
        ),
      );
    products.push(expected);
  }
  return { text: Papa.unparse(rows, { delimiter: ',', newline: '\n' }), products };
}
