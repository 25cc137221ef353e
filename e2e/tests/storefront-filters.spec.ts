import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { catalogueRoutes, type RouteAnswer, storeBase, storeHref } from '@vidriera/core';
import { attributeBody, colourAttribute } from '@vidriera/db/fixtures';
import { callApi } from '../support/api';
import { expectAccessible } from '../support/axe';
import { BASE_URL } from '../support/env';
import { FITS, phonePage, reflow } from '../support/reflow';
import { expect, test } from '../support/fixtures';

/*
 * A shopper narrows a shoe shop by size and colour on a phone (docs/product/storefront.md, "Filtros"): each value a
 * link, the list's address holding the filters, so the address sent by WhatsApp opens the same list anywhere; and
 * all of it without JavaScript.
 */

const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.SCREENSHOT_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

type Attribute = RouteAnswer<typeof catalogueRoutes.createAttribute>['attribute'];
type Shoe = { colour: 'negro' | 'blanco'; size: '36' | '38' | '40'; stock: number };

/** Five pairs of shoes: black size 38 in stock only in "Zapatilla Urbana" and "Zapato de Vestir". */
const SHOES: Record<string, { priceCents: number; brand: string; variants: Shoe[] }> = {
  'Zapatilla Urbana': {
    priceCents: 5_000_000,
    brand: 'Pisada',
    variants: [
      { colour: 'negro', size: '38', stock: 3 },
      { colour: 'negro', size: '40', stock: 2 },
      { colour: 'blanco', size: '38', stock: 1 },
    ],
  },
  'Bota de Cuero': {
    priceCents: 12_000_000,
    brand: 'Andes',
    variants: [
      { colour: 'negro', size: '38', stock: 0 },
      { colour: 'negro', size: '36', stock: 4 },
    ],
  },
  'Sandalia Playa': { priceCents: 3_000_000, brand: 'Pisada', variants: [{ colour: 'blanco', size: '38', stock: 5 }] },
  'Mocasín Clásico': { priceCents: 7_000_000, brand: 'Andes', variants: [{ colour: 'negro', size: '40', stock: 2 }] },
  'Zapato de Vestir': { priceCents: 8_000_000, brand: 'Andes', variants: [{ colour: 'negro', size: '38', stock: 2 }] },
};

/** Saves the shoes in the signed-in owner's store; answers its index's address and each variant's id. */
async function shoeShop(request: APIRequestContext, slug: string) {
  const attribute = async (body: Parameters<typeof attributeBody>[0]): Promise<Attribute> =>
    (await callApi(request, catalogueRoutes.createAttribute, { body: attributeBody(body) })).attribute;
  const color = await attribute(colourAttribute(['negro', 'blanco']));
  const talle = await attribute({
    name: 'talle',
    displayName: 'Talle',
    type: 'select',
    isRequired: true,
    values: ['36', '38', '40'].map((value) => ({ value, displayValue: value })),
  });
  const valueId = (a: Attribute, value: string) => a.values.find((v) => v.value === value)?.id ?? null;
  const variantIds = new Map<string, string>();
  for (const [name, shoe] of Object.entries(SHOES)) {
    const { product } = await callApi(request, catalogueRoutes.createProduct, {
      body: {
        name,
        description: '',
        brand: shoe.brand,
        priceCents: shoe.priceCents,
        categoryId: null,
        attributeIds: [color.id, talle.id],
        images: [],
        variants: shoe.variants.map((v) => ({
          sku: null,
          stock: v.stock,
          priceAdjustmentCents: 0,
          isActive: true,
          values: [
            { attributeId: color.id, attributeValueId: valueId(color, v.colour) },
            { attributeId: talle.id, attributeValueId: valueId(talle, v.size) },
          ],
        })),
      },
    });
    shoe.variants.forEach((v, i) => variantIds.set(`${name} ${v.colour} ${v.size}`, product.variants[i]?.id ?? ''));
  }
  return { storePath: storeHref(storeBase(slug, false), 'index', {}), variantIds };
}

const names = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 });

/** On a phone: opens "Filtrar" and follows the value's link in the filter's group. */
async function chooseOnPhone(page: Page, filter: string, value: RegExp) {
  await page.locator('summary').filter({ hasText: 'Filtrar' }).click();
  const sheet = page.getByRole('navigation', { name: 'Filtros' });
  await sheet.getByRole('group', { name: filter }).getByRole('link', { name: value }).click();
}

const phoneContext = (browser: Browser, javaScriptEnabled = true) =>
  browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, javaScriptEnabled });

test('on a phone a shopper filters by Talle 38 and Negro, sends the address, and it opens the same list', async ({
  browser,
  page,
  owner,
}) => {
  const shop = await shoeShop(page.request, owner.store.slug);
  const context = await phoneContext(browser);
  const shopper = await context.newPage();
  await shopper.goto(`${BASE_URL}${shop.storePath}`);
  await expect(shopper.getByRole('article')).toHaveCount(5);

  await shopper.locator('summary').filter({ hasText: 'Filtrar' }).click();
  const sheet = shopper.getByRole('navigation', { name: 'Filtros' });
  await expect(sheet.getByRole('group', { name: 'Talle' }).getByRole('link', { name: '38 3 productos' })).toBeVisible();
  await expect(
    sheet.getByRole('group', { name: 'Marca' }).getByRole('link', { name: 'Andes 3 productos' }),
  ).toBeVisible();
  await expectAccessible(shopper, 'the filters sheet on a phone');
  await shot(shopper, 'filters-phone-sheet');
  await sheet.getByRole('group', { name: 'Talle' }).getByRole('link', { name: /^38 / }).click();
  await expect(shopper).toHaveURL(new RegExp(`${shop.storePath}\\?talle=38$`));
  await expect(shopper.getByRole('article')).toHaveCount(3);

  await chooseOnPhone(shopper, 'Color', /^Negro /);
  await expect(shopper).toHaveURL(new RegExp(`${shop.storePath}\\?color=negro&talle=38$`));
  await expect(names(shopper)).toHaveText(['Zapato de Vestir', 'Zapatilla Urbana'], { useInnerText: true });
  await expect(shopper.getByRole('region', { name: 'Filtros elegidos' }).getByRole('link')).toHaveText([
    'Quitar filtro Color: Negro',
    'Quitar filtro Talle: 38',
    'Limpiar filtros',
  ]);
  // The card opens the product on the variant the filters chose.
  await expect(shopper.getByRole('link', { name: 'Zapatilla Urbana' })).toHaveAttribute(
    'href',
    new RegExp(`\\?variante=${shop.variantIds.get('Zapatilla Urbana negro 38')}$`),
  );
  await expectAccessible(shopper, 'a filtered list on a phone');
  await shot(shopper, 'filters-phone-results');

  // The address is the list: another phone opens it and sees the same products, with the same filters chosen.
  const sent = shopper.url();
  const other = await phoneContext(browser);
  const friend = await other.newPage();
  await friend.goto(sent);
  await expect(names(friend)).toHaveText(await names(shopper).allInnerTexts());
  // "Filtrar" says how many filters are chosen.
  await expect(friend.locator('summary').filter({ hasText: 'Filtrar' })).toContainText('(2)');
  await friend.locator('summary').filter({ hasText: 'Filtrar' }).click();
  await expect(
    friend.getByRole('navigation', { name: 'Filtros' }).getByRole('link', { name: 'Quitar filtro: Negro 2 productos' }),
  ).toHaveAttribute('aria-current', 'true');
  await other.close();

  await shopper.getByRole('link', { name: 'Quitar filtro Talle: 38' }).click();
  await expect(shopper).toHaveURL(new RegExp(`${shop.storePath}\\?color=negro$`));
  await expect(shopper.getByRole('article')).toHaveCount(4);
  await context.close();
});

test('without JavaScript the filters, the price range and "Solo con stock" work as links and a form', async ({
  browser,
  page,
  owner,
}) => {
  const shop = await shoeShop(page.request, owner.store.slug);
  const context = await phoneContext(browser, false);
  const shopper = await context.newPage();
  await shopper.goto(`${BASE_URL}${shop.storePath}`);
  await chooseOnPhone(shopper, 'Talle', /^38 /);
  await chooseOnPhone(shopper, 'Color', /^Negro /);
  await expect(shopper).toHaveURL(new RegExp(`\\?color=negro&talle=38$`));
  await expect(names(shopper)).toHaveText(['Zapato de Vestir', 'Zapatilla Urbana'], { useInnerText: true });

  await shopper.locator('summary').filter({ hasText: 'Filtrar' }).click();
  await shopper
    .getByRole('navigation', { name: 'Filtros' })
    .getByRole('spinbutton', { name: 'Hasta ($)' })
    .fill('60000');
  await shopper.getByRole('button', { name: 'Aplicar precio' }).click();
  await expect(shopper).toHaveURL(new RegExp(`${shop.storePath}\\?color=negro&talle=38&precio=-60000$`));
  await expect(names(shopper)).toHaveText(['Zapatilla Urbana']);

  await shopper.getByRole('link', { name: 'Limpiar filtros' }).first().click();
  await expect(shopper.getByRole('article')).toHaveCount(5);
  await chooseOnPhone(shopper, 'Disponibilidad', /^Solo con stock 5 productos$/);
  await expect(shopper).toHaveURL(/\?stock=1$/);
  await chooseOnPhone(shopper, 'Marca', /^Pisada /);
  await expect(names(shopper)).toHaveText(['Sandalia Playa', 'Zapatilla Urbana'], { useInnerText: true });
  await context.close();
});

test('the search page keeps its words in every filter; an empty answer offers a way on', async ({ page, owner }) => {
  const shop = await shoeShop(page.request, owner.store.slug);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${shop.storePath}/search?q=zapato`);
  const filters = page.getByRole('navigation', { name: 'Filtros' });
  await filters
    .getByRole('group', { name: 'Color' })
    .getByRole('link', { name: /^Negro / })
    .click();
  await expect(page).toHaveURL(/\/search\?q=zapato&color=negro$/);
  await expect(page.getByRole('heading', { name: 'Resultados para “zapato”' })).toBeVisible();
  await expectAccessible(page, 'a filtered search on a wide screen');

  await page.goto(`${shop.storePath}?talle=36&marca=pisada`);
  await expect(page.getByText('No hay productos con estos filtros.')).toBeVisible();
  await expectAccessible(page, 'a filtered list that found nothing');
  await page.getByRole('main').getByRole('link', { name: 'Limpiar filtros' }).last().click();
  await expect(page.getByRole('article')).toHaveCount(5);

  await page.goto(`${shop.storePath}?talle=38`);
  await shot(page, 'filters-wide');
});

test('on a wide screen the filters are a column: the demo store by category, and back to every product', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/store/demo');
  const filters = page.getByRole('navigation', { name: 'Filtros' });
  await filters.getByRole('link', { name: /^Accesorios / }).click();
  await expect(page).toHaveURL(/\/store\/demo\?category=[0-9a-f-]{36}$/);
  await expect(page.getByRole('article')).toHaveCount(3);
  await filters.getByRole('link', { name: 'Todas las categorías' }).click();
  await expect(page.getByRole('article')).toHaveCount(9);
  await shot(page, 'filters-demo-wide');
});

test('at 320 CSS px the filtered list and the open sheet need no sideways scroll', async ({ browser, page, owner }) => {
  const shop = await shoeShop(page.request, owner.store.slug);
  const narrow = await phonePage(browser);
  await narrow.goto(`${BASE_URL}${shop.storePath}?color=negro&marca=andes&talle=38&precio=1000-90000&stock=1`);
  await expect(narrow.getByRole('article')).toHaveCount(1);
  expect(await reflow(narrow)).toEqual(FITS);
  await narrow.locator('summary').filter({ hasText: 'Filtrar' }).click();
  await expect(narrow.getByRole('button', { name: 'Aplicar precio' })).toBeVisible();
  expect(await reflow(narrow)).toEqual(FITS);
  await shot(narrow, 'filters-320-sheet');
  await narrow.context().close();
});
