import Papa from 'papaparse';
import { SHOPIFY_HEADER, TIENDANUBE_HEADER } from './platform-headers';

/*
 * Product exports as Tiendanube and Shopify write them (docs/product/catalogue.md,
 * "Planillas de otras plataformas"), built here cell by cell: every column they
 * have, the product's cells only on its first row.
 */

type Cells = Record<string, string>;

const row = (header: string[], cells: Cells) => header.map((title) => cells[title] ?? '');

/** A product of Tiendanube's export: its own cells on the first variant's row only. */
function tiendanubeProduct(product: Cells, variants: Cells[]) {
  return variants.map((variant, i) =>
    row(TIENDANUBE_HEADER, {
      'Identificador de URL': product['Identificador de URL'] ?? '',
      ...(i === 0 ? product : {}),
      ...variant,
    }),
  );
}

const size = (value: string, price: string, stock: string, sku: string, extra: Cells = {}) => ({
  'Nombre de propiedad 1': 'Talle',
  'Valor de propiedad 1': value,
  Precio: price,
  Stock: stock,
  SKU: sku,
  ...extra,
});

/** Three products: a T-shirt whose XL costs more, shoes on promotion in sizes out of order, a hidden cap, and a gift card without stock. */
export function tiendanubeExport(): string {
  const rows = [
    ...tiendanubeProduct(
      {
        'Identificador de URL': 'remera-nandu',
        Nombre: 'Remera Ñandú Pingüino',
        Categorías: 'Mujer > Remeras',
        'Mostrar en tienda': 'SI',
        Marca: 'Topper',
        Descripción: '<p>Algodón peinado &amp; suave.</p><ul><li>Cuello redondo</li><li>Manga corta</li></ul>',
        Tags: 'verano,algodón',
        Costo: '4000,00',
        'Peso (kg)': '0,2',
      },
      [
        size('S', '10000,00', '3', 'RN-S', {
          'Nombre de propiedad 2': 'Color',
          'Valor de propiedad 2': 'Blanco',
          'Código de barras': '7790000000011',
        }),
        size('M', '10000,00', '5', 'RN-M', { 'Nombre de propiedad 2': 'Color', 'Valor de propiedad 2': 'Blanco' }),
        size('L', '10000,00', '0', 'RN-L', { 'Nombre de propiedad 2': 'Color', 'Valor de propiedad 2': 'Blanco' }),
        size('XL', '11000,00', '2', 'RN-XL', { 'Nombre de propiedad 2': 'Color', 'Valor de propiedad 2': 'Blanco' }),
      ],
    ),
    ...tiendanubeProduct(
      {
        'Identificador de URL': 'zapatilla-urbana',
        Nombre: 'Zapatilla Urbana',
        Categorías: 'Calzado, Ofertas',
        'Mostrar en tienda': 'SI',
        Marca: 'Adidas',
        Costo: '20000,00',
      },
      ['40', '36', '38', '35/36'].map((s, i) =>
        size(s, '50000,00', String(i + 1), `ZU-${s}`, { 'Precio promocional': '45000,00' }),
      ),
    ),
    ...tiendanubeProduct(
      {
        'Identificador de URL': 'gorro-lana',
        Nombre: 'Gorro de Lana',
        Categorías: 'Accesorios',
        'Mostrar en tienda': 'NO',
      },
      [{ Precio: '7000,00', Stock: '4', SKU: 'GL-1' }],
    ),
    ...tiendanubeProduct(
      {
        'Identificador de URL': 'tarjeta-regalo',
        Nombre: 'Tarjeta de Regalo',
        'Mostrar en tienda': 'SI',
        'Producto Físico': 'NO',
      },
      [{ Precio: '20000,00', Stock: '', SKU: 'TR-1' }],
    ),
  ];
  return Papa.unparse([TIENDANUBE_HEADER, ...rows], { delimiter: ';', newline: '\r\n' });
}

const variant = (sku: string, qty: string, price: string, extra: Cells = {}) => ({
  'Variant SKU': sku,
  'Variant Inventory Qty': qty,
  'Variant Price': price,
  'Variant Inventory Tracker': 'shopify',
  'Variant Inventory Policy': 'deny',
  'Variant Fulfillment Service': 'manual',
  'Variant Requires Shipping': 'TRUE',
  'Variant Taxable': 'TRUE',
  'Variant Weight Unit': 'kg',
  ...extra,
});

/** A hoodie whose XL costs more (one size oversold) with a picture-only row, a draft cap without options, and unpublished socks. */
export function shopifyExport(cdn = 'https://cdn.shopify.com/s/files/1/0001/products'): string {
  const rows: Cells[] = [
    {
      Handle: 'buzo-canguro',
      Title: 'Buzo Canguro',
      'Body (HTML)': '<p>Frisa invisible, <strong>capucha</strong>, bolsillo "canguro".</p>',
      Vendor: 'Adidas',
      Tags: 'invierno, buzos',
      Published: 'TRUE',
      'Option1 Name': 'Talle',
      'Option1 Value': 'M',
      'Option2 Name': 'Color',
      'Option2 Value': 'Gris',
      'Image Src': `${cdn}/buzo-1.jpg`,
      'Image Position': '1',
      'Cost per item': '12000.00',
      Status: 'active',
      ...variant('BC-M', '4', '30000.00', {
        'Variant Compare At Price': '35000.00',
        'Variant Barcode': '7790000000028',
      }),
    },
    { Handle: 'buzo-canguro', 'Option1 Value': 'L', 'Option2 Value': 'Gris', ...variant('BC-L', '-2', '30000.00') },
    {
      Handle: 'buzo-canguro',
      'Option1 Value': 'XL',
      'Option2 Value': 'Gris',
      ...variant('BC-XL', '1', '33000.00', { 'Variant Image': `${cdn}/buzo-xl.jpg` }),
    },
    { Handle: 'buzo-canguro', 'Image Src': `${cdn}/buzo-2.jpg`, 'Image Position': '2' },
    {
      Handle: 'gorra-plana',
      Title: 'Gorra Plana',
      Published: 'TRUE',
      'Option1 Name': 'Title',
      'Option1 Value': 'Default Title',
      Status: 'draft',
      ...variant('GP-1', '6', '8000.00'),
    },
    {
      Handle: 'medias-rayadas',
      Title: 'Medias Rayadas',
      Published: 'FALSE',
      'Option1 Name': 'Talle',
      'Option1 Value': 'Único',
      Status: 'active',
      ...variant('MR-U', '10', '2500.00'),
    },
  ];
  return Papa.unparse([SHOPIFY_HEADER, ...rows.map((cells) => row(SHOPIFY_HEADER, cells))], {
    delimiter: ',',
    newline: '\n',
  });
}
