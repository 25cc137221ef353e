import type { Kysely } from 'kysely';
import { createAttribute } from '../factories/catalogue';
import { colourAttribute, type Colour, sizeAttribute } from '../factories/clothing';
import type { Database, OrderStatus } from '../types';

/**
 * Realistic stores for benchmarks and for trying the super-admin screens at
 * scale: owners, categories, colour and size attributes, products with about
 * three variants each, and orders over the last 30 days. Rows are inserted a
 * store at a time in a few set-based statements.
 */
export interface BenchSeedOptions {
  stores: number;
  products: number;
  /** Deterministic data for the same seed. */
  seed?: number;
  /**
   * Public base URLs of stored product pictures (as the upload pipeline keeps
   * them); each product gets one, in turn. Without them products have none.
   */
  images?: readonly string[];
  onProgress?: (done: number, total: number) => void;
}

const CATEGORY_NAMES = ['Remeras', 'Pantalones', 'Abrigos', 'Accesorios', 'Calzado'];
const BENCH_COLOURS: Colour[] = ['negro', 'blanco', 'azul', 'rojo', 'verde'];
const NOUNS = ['Remera', 'Buzo', 'Campera', 'Pantalón', 'Jean', 'Gorra', 'Bolso', 'Zapatilla', 'Camisa', 'Vestido'];
const ADJECTIVES = ['Clásica', 'Oversize', 'Básica', 'Estampada', 'Premium', 'Urbana', 'Deportiva', 'Liviana'];
const FIRST_NAMES = [
  'Lucía',
  'Martín',
  'Sofía',
  'Juan',
  'Valentina',
  'Mateo',
  'Camila',
  'Santiago',
  'Julieta',
  'Tomás',
];
const STATUSES: OrderStatus[] = ['pending', 'processing', 'completed', 'completed', 'cancelled'];

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** `rows` in consecutive slices of `size`. */
const slices = <T>(rows: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

export async function seedBench(
  db: Kysely<Database>,
  options: BenchSeedOptions,
): Promise<{ stores: number; products: number; orders: number }> {
  const rand = random(options.seed ?? 42);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  const run = Date.now().toString(36);
  let productCount = 0;
  let orderCount = 0;

  for (let s = 0; s < options.stores; s++) {
    await db.transaction().execute(async (trx) => {
      const userId = crypto.randomUUID();
      const first = pick(FIRST_NAMES);
      await trx
        .insertInto('users')
        .values({
          id: userId,
          name: `${first} Bench`,
          email: `bench-${run}-${s}@vidriera.local`,
          email_verified: true,
          first_name: first,
          last_name: 'Bench',
        })
        .execute();
      await trx.insertInto('user_roles').values({ user_id: userId, role: 'store_admin' }).execute();
      const createdAt = new Date(Date.now() - Math.floor(rand() * 365) * 86_400_000);
      const store = await trx
        .insertInto('stores')
        .values({
          owner_id: userId,
          name: `Tienda ${first} ${s + 1}`,
          slug: `bench-${run}-${s}`,
          description: 'Tienda de prueba para medir el rendimiento.',
          whatsapp_number: `+54911${String(10000000 + s).slice(-8)}`,
          is_active: rand() > 0.1,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const storeId = store.id;

      const categories = await trx
        .insertInto('categories')
        .values(CATEGORY_NAMES.map((name) => ({ store_id: storeId, name })))
        .returning('id')
        .execute();
      const color = await createAttribute(trx, storeId, colourAttribute(BENCH_COLOURS));
      const size = await createAttribute(trx, storeId, sizeAttribute());
      const colorValues = color.values;
      const sizeValues = size.values;

      if (options.products > 0) {
        // In slices: one statement takes at most 32,767 parameters on PGlite (a store of 5,000 products is 35,000).
        const productRows = Array.from({ length: options.products }, (_, p) => ({
          store_id: storeId,
          category_id: pick(categories).id,
          name: `${pick(NOUNS)} ${pick(ADJECTIVES)} ${p + 1}`,
          description: 'Producto de prueba con variantes de color y talle.',
          price_cents: (5 + Math.floor(rand() * 60)) * 1000 * 100,
          is_active: rand() > 0.05,
          created_at: new Date(createdAt.getTime() + p * 60_000),
        }));
        const products: { id: string }[] = [];
        for (const slice of slices(productRows, 2_000))
          products.push(...(await trx.insertInto('products').values(slice).returning('id').execute()));
        productCount += products.length;
        const images = options.images ?? [];
        if (images.length > 0) {
          await trx
            .insertInto('product_images')
            .values(
              products.map((p, i) => ({
                store_id: storeId,
                product_id: p.id,
                position: 0,
                url: images[(s + i) % images.length] ?? '',
              })),
            )
            .execute();
        }
        const productAttributes = products.flatMap((p) =>
          [color.id, size.id].map((attributeId) => ({
            store_id: storeId,
            product_id: p.id,
            attribute_id: attributeId,
          })),
        );
        for (const slice of slices(productAttributes, 4_000))
          await trx.insertInto('product_attributes').values(slice).execute();
        const variantSpecs = products.flatMap((p, pi) =>
          [0, 1, 2].map((v) => ({
            productId: p.id,
            colorId: colorValues[(pi + v) % colorValues.length]?.id ?? '',
            sizeId: sizeValues[v % sizeValues.length]?.id ?? '',
            v,
            pi,
          })),
        );
        // In slices: one statement takes at most 32,767 parameters on PGlite (a store of 2,000 products has 6,000 variants).
        const variants: { id: string }[] = [];
        for (const slice of slices(variantSpecs, 2_000)) {
          const rows = await trx
            .insertInto('product_variants')
            .values(
              slice.map((spec) => ({
                store_id: storeId,
                product_id: spec.productId,
                sku: `B${s}-${spec.pi}-${spec.v}`,
                stock: Math.floor(rand() * 20),
                price_adjustment_cents: spec.v === 2 ? 100000 : 0,
                position: spec.v,
              })),
            )
            .returning('id')
            .execute();
          variants.push(...rows);
        }
        const variantValues = variants.flatMap((variant, i) => {
          const spec = variantSpecs[i];
          if (!spec) return [];
          return [
            { store_id: storeId, variant_id: variant.id, attribute_id: color.id, attribute_value_id: spec.colorId },
            { store_id: storeId, variant_id: variant.id, attribute_id: size.id, attribute_value_id: spec.sizeId },
          ];
        });
        for (const slice of slices(variantValues, 4_000))
          await trx.insertInto('variant_values').values(slice).execute();

        const orderTotal = Math.max(1, Math.floor(options.products / 4));
        const orders = await trx
          .insertInto('orders')
          .values(
            Array.from({ length: orderTotal }, () => {
              const status = pick(STATUSES);
              return {
                store_id: storeId,
                source: 'storefront' as const,
                customer_name: `${pick(FIRST_NAMES)} Cliente`,
                customer_phone: '+5491100000000',
                status,
                stock_deducted: status === 'processing' || status === 'completed',
                payment_method: pick(['cash', 'transfer', 'mercadopago', 'other'] as const),
                total_cents: (10 + Math.floor(rand() * 90)) * 1000 * 100,
                created_at: new Date(Date.now() - Math.floor(rand() * 30 * 86_400_000)),
              };
            }),
          )
          .returning(['id', 'total_cents'])
          .execute();
        orderCount += orders.length;
        await trx
          .insertInto('order_items')
          .values(
            orders.map((order) => ({
              store_id: storeId,
              order_id: order.id,
              position: 0,
              product_name: 'Producto de prueba',
              attributes: JSON.stringify([]),
              quantity: 1,
              unit_price_cents: order.total_cents,
              total_cents: order.total_cents,
            })),
          )
          .execute();
      }
    });
    options.onProgress?.(s + 1, options.stores);
  }
  return { stores: options.stores, products: productCount, orders: orderCount };
}
