import { factories } from '@vidriera/db';
import { type Colour, COLOURS } from '@vidriera/db/fixtures';
import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from '../auth/auth';
import type { AppContext } from '../../shared/app-context';
import { isUniqueViolation } from '../../shared/db-errors';
import { generateClientPassword } from '../super-admin/create-client';
import { deleteImage, storeImage } from '../storage/image-processing';
import { demoBanner, demoLogo, garmentPicture } from './demo-art';
import { DEMO_PRODUCTS } from './demo-products';

export const DEMO_SLUG = 'demo';
export const DEMO_EMAIL = 'demo@vidriera.local';

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
      DEMO_PRODUCTS.map((product) => {
        const colors = product.colors.length ? product.colors.slice(0, 3) : (['blanco'] as Colour[]);
        return Promise.all(
          colors.map(async (color) => upload(await garmentPicture(product.shape, COLOURS[color].hexColor), 'product')),
        );
      }),
    ),
  ]);
  const pictures = new Map(DEMO_PRODUCTS.map((product, i) => [product.name, productPictures[i] ?? []]));

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

      let minutes = DEMO_PRODUCTS.length;
      for (const [index, product] of DEMO_PRODUCTS.entries()) {
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
