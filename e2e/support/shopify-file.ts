import Papa from 'papaparse';
import type { ExpectedProduct, PlatformFile } from './platform-files';
import { SHOPIFY_HEADER } from '../../apps/server/test/helpers/platform-headers';

// Shopify's export of a shop's caps (platform-files.ts has what it must import as).

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
