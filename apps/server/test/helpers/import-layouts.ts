import iconv from 'iconv-lite';
import { signUpConfirmed, type Browser, type TestApp } from './test-app';

/* What the "Importar CSV" layout tests (catalogue-import-*.test.ts) send and read back. */

interface Variant {
  weightGrams: number | null;
  sku: string;
  stock: number;
  priceAdjustmentCents: number;
  isActive: boolean;
  values: unknown[];
  barcode: string | null;
  compareAtPriceCents: number | null;
}
export interface Product {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  isActive: boolean;
  requiresStock: boolean;
  categoryId: string | null;
  categoryIds: string[];
  brand: string;
  tags: string[];
  variants: Variant[];
}

export function layoutStores(t: TestApp) {
  async function newStore(email: string, name: string) {
    const owner = await signUpConfirmed(t, email);
    const store = (await owner.post('/api/stores', { name })).json().store as { id: string; slug: string };
    return { owner, store };
  }
  return { newStore };
}

export const base64 = (bytes: Buffer) => bytes.toString('base64');
export const utf8 = (text: string, bom = false) => ({
  file: base64(Buffer.concat([Buffer.from(bom ? [0xef, 0xbb, 0xbf] : []), Buffer.from(text, 'utf8')])),
});
export const win1252 = (text: string) => ({ file: base64(iconv.encode(text, 'windows-1252')) });

export async function productsOf(owner: Browser): Promise<Map<string, Product>> {
  const list = (await owner.get('/api/catalogue/products')).json().products as { id: string }[];
  const details = await Promise.all(
    list.map(async (p) => (await owner.get(`/api/catalogue/products/${p.id}`)).json().product as Product),
  );
  return new Map(details.map((p) => [p.name, p]));
}
export const attributeNames = async (owner: Browser) =>
  ((await owner.get('/api/catalogue/attributes')).json().attributes as { displayName: string }[])
    .map((a) => a.displayName)
    .sort();
export const finalPrices = (p: Product | undefined) =>
  p?.variants.map((v) => [v.sku, (p?.priceCents ?? 0) + v.priceAdjustmentCents, v.stock]);
