/*
 * A clothing shop's catalogue as Tiendanube and Shopify export it
 * (docs/product/catalogue.md, "Planillas de otras plataformas"), built here
 * deterministically, cell by cell, with every column those exports have
 * (a cost among them), and what each variant must be once imported: each
 * platform's file in its own module (tiendanube-file.ts, shopify-file.ts).
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
