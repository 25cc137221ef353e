import { factories } from '@vidriera/db';
import { type Colour, COLOURS, type Size } from '@vidriera/db/fixtures';
import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from '../auth/auth';
import type { AppContext } from '../../shared/app-context';
import { isUniqueViolation } from '../../shared/db-errors';
import { generateClientPassword } from '../super-admin/create-client';
import { deleteImage, storeImage } from '../storage/image-processing';
import { demoBanner, demoLogo, type GarmentShape, garmentPicture } from './demo-art';

export const DEMO_SLUG = 'demo';
export const DEMO_EMAIL = 'demo@vidriera.local';

interface DemoProduct {
  name: string;
  description: string;
  price: number;
  category: string;
  shape: GarmentShape;
  colors: Colour[];
  sizes?: Size[];
  /** Extra price for the XL size, in pesos. */
  xlExtra?: number;
  stockPattern: number[];
}

const PRODUCTS: DemoProduct[] = [
  {
    name: 'Remera Básica de Algodón',
    description: 'Remera de algodón peinado 24/1, cuello redondo, calce regular. Ideal para todos los días.',
    price: 12500,
    category: 'Remeras',
    shape: 'tshirt',
    colors: ['negro', 'blanco', 'azul'],
    sizes: ['S', 'M', 'L', 'XL'],
    stockPattern: [4, 8, 6, 0, 5],
  },
  {
    name: 'Remera Oversize Estampada',
    description: 'Corte oversize, algodón pesado y estampa al agua que no se cuartea.',
    price: 15900,
    category: 'Remeras',
    shape: 'tshirt',
    colors: ['beige', 'negro'],
    sizes: ['M', 'L', 'XL'],
    xlExtra: 1000,
    stockPattern: [3, 2, 0, 6],
  },
  {
    name: 'Buzo Canguro de Frisa',
    description: 'Buzo con capucha y bolsillo canguro, frisa invisible bien abrigada.',
    price: 32000,
    category: 'Buzos',
    shape: 'hoodie',
    colors: ['gris', 'verde', 'negro'],
    sizes: ['S', 'M', 'L', 'XL'],
    xlExtra: 2000,
    stockPattern: [2, 5, 3, 1, 0],
  },
  {
    name: 'Campera Rompevientos',
    description: 'Liviana, repelente al agua y con capucha guardada en el cuello.',
    price: 45000,
    category: 'Buzos',
    shape: 'jacket',
    colors: ['azul', 'rojo'],
    sizes: ['M', 'L'],
    stockPattern: [2, 1, 3, 0],
  },
  {
    name: 'Pantalón Cargo Gabardina',
    description: 'Gabardina elastizada con bolsillos laterales y puño ajustable.',
    price: 34000,
    category: 'Pantalones',
    shape: 'pants',
    colors: ['beige', 'verde', 'negro'],
    sizes: ['S', 'M', 'L'],
    stockPattern: [3, 4, 0, 2, 6],
  },
  {
    name: 'Jean Mom Fit',
    description: 'Tiro alto, denim rígido 100% algodón y lavado clásico.',
    price: 38500,
    category: 'Pantalones',
    shape: 'pants',
    colors: ['azul'],
    sizes: ['S', 'M', 'L', 'XL'],
    stockPattern: [1, 3, 2, 2],
  },
  {
    name: 'Gorra Trucker',
    description: 'Frente de gabardina, malla trasera y regulador a presión.',
    price: 9800,
    category: 'Accesorios',
    shape: 'cap',
    colors: ['negro', 'rojo', 'azul'],
    stockPattern: [7, 4, 0],
  },
  {
    name: 'Tote Bag de Lona',
    description: 'Bolsa de lona gruesa con manijas reforzadas. Entra todo.',
    price: 7500,
    category: 'Accesorios',
    shape: 'bag',
    colors: ['beige', 'negro'],
    stockPattern: [12, 9],
  },
  {
    name: 'Medias Pack x3',
    description: 'Tres pares de medias de algodón, talle único.',
    price: 4900,
    category: 'Accesorios',
    shape: 'socks',
    colors: [],
    stockPattern: [20],
  },
];

/**
 * Creates the demo store on first start (docs/ARCHITECTURE.md): a confirmed owner, a
 * small clothing shop with colours, sizes, pictures and a WhatsApp number.
 * Does nothing when it exists; safe when two processes start at once.
 */
export async function seedDemoStore(ctx: AppContext, auth: Auth, log: FastifyBaseLogger): Promise<void> {
  const { db, storage, config } = ctx;
  if (await db.selectFrom('stores').select('id').where('slug', '=', DEMO_SLUG).executeTakeFirst()) return;
  const started = Date.now();
  const password = config.DEMO_PASSWORD ?? generateClientPassword();
  const hash = await (await auth.$context).password.hash(password);
  // Pictures go where an upload of this store goes (`stores/{id}`), so the
  // owner can save a seeded product unchanged: saving checks that folder.
  const storeId = crypto.randomUUID();
  const folder = `stores/${storeId}`;
  const written: { url: string; kind: 'logo' | 'banner' | 'product' }[] = [];
  const upload = async (image: Buffer, kind: 'logo' | 'banner' | 'product') => {
    const url = await storeImage(storage, image, kind, folder);
    written.push({ url, kind });
    return url;
  };

  const [logoUrl, bannerUrl, productPictures] = await Promise.all([
    demoLogo().then((image) => upload(image, 'logo')),
    demoBanner().then((image) => upload(image, 'banner')),
    Promise.all(
      PRODUCTS.map((product) => {
        const colors = product.colors.length ? product.colors.slice(0, 3) : (['blanco'] as Colour[]);
        return Promise.all(
          colors.map(async (color) => upload(await garmentPicture(product.shape, COLOURS[color].hexColor), 'product')),
        );
      }),
    ),
  ]);
  const pictures = new Map(PRODUCTS.map((product, i) => [product.name, productPictures[i] ?? []]));

  try {
    await db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirst();
      const userId = existing?.id ?? crypto.randomUUID();
      if (!existing) {
        await trx
          .insertInto('users')
          .values({
            id: userId,
            name: 'Demo Vidriera',
            email: DEMO_EMAIL,
            email_verified: true,
            first_name: 'Demo',
            last_name: 'Vidriera',
          })
          .execute();
        await trx
          .insertInto('accounts')
          .values({
            id: crypto.randomUUID(),
            user_id: userId,
            account_id: userId,
            provider_id: 'credential',
            password: hash,
          })
          .execute();
      }
      await trx
        .insertInto('user_roles')
        .values({ user_id: userId, role: 'store_admin' })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const store = await trx
        .insertInto('stores')
        .values({
          id: storeId,
          owner_id: userId,
          name: 'Tienda Demo',
          slug: DEMO_SLUG,
          description: 'Ropa y accesorios de ejemplo para conocer Vidriera. ¡Prueba hacer un pedido!',
          whatsapp_number: '+5491123456789',
          instagram_handle: 'vidriera.demo',
          cbu: 'vidriera.demo',
          logo_url: logoUrl,
          banner_url: bannerUrl,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      const color = await factories.createAttribute(trx, store.id, factories.colourAttribute());
      const size = await factories.createAttribute(trx, store.id, factories.sizeAttribute());
      const valueId = (attr: typeof color, value: string) => attr.values.find((v) => v.value === value)?.id ?? '';
      const categories = new Map<string, string>();
      for (const name of factories.CLOTHING_CATEGORIES) {
        categories.set(name, (await factories.createCategory(trx, store.id, name)).id);
      }

      let minutes = PRODUCTS.length;
      for (const [index, product] of PRODUCTS.entries()) {
        const combos = product.colors.length
          ? product.colors.flatMap((c) => (product.sizes ?? [null]).map((s) => ({ c, s })))
          : [{ c: null, s: null }];
        const code = product.name
          .split(' ')
          .map((w) => w[0])
          .join('')
          .toUpperCase()
          .slice(0, 4);
        await factories.createProduct(trx, store.id, {
          name: product.name,
          description: product.description,
          priceCents: product.price * 100,
          categoryId: categories.get(product.category) ?? null,
          images: pictures.get(product.name) ?? [],
          attributeIds: [...(product.colors.length ? [color.id] : []), ...(product.sizes ? [size.id] : [])],
          createdAt: new Date(Date.now() - (minutes-- + index) * 60_000),
          variants: combos.map(({ c, s }, i) => ({
            sku: [code, c?.slice(0, 3).toUpperCase(), s].filter(Boolean).join('-'),
            stock: product.stockPattern[i % product.stockPattern.length] ?? 0,
            // Each colour's picture is the variant's own: choosing "Rojo" shows the red one.
            images:
              c && product.colors.indexOf(c) < 3
                ? [pictures.get(product.name)?.[product.colors.indexOf(c)] ?? ''].filter(Boolean)
                : [],
            priceAdjustmentCents: s === 'XL' && product.xlExtra ? product.xlExtra * 100 : 0,
            selectValues: {
              ...(c ? { [color.id]: valueId(color, c) } : {}),
              ...(s ? { [size.id]: valueId(size, s) } : {}),
            },
          })),
        });
      }
    });
  } catch (error) {
    await Promise.all(written.map((w) => deleteImage(storage, w.url, w.kind)));
    if (isUniqueViolation(error)) return;
    throw error;
  }
  log.info({ ms: Date.now() - started }, `tienda demo creada en ${config.PUBLIC_URL}/store/${DEMO_SLUG}`);
  if (!config.DEMO_PASSWORD) {
    // Printed once, to the terminal only (docs/ARCHITECTURE.md), so a newcomer can sign in to the demo admin.
    process.stdout.write(`\n  Demo: inicia sesión en ${config.PUBLIC_URL}/auth con ${DEMO_EMAIL} / ${password}\n\n`);
  }
}
