import { numbered } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { BASE_URL } from '../support/env';
import { STORE } from '../support/demo-store';

// Product cards on a phone and a desktop: stock badges, the floating cart, cards without a picture; an unknown product.

/**
 * The contrast of an element's text with its own background (WCAG), the
 * background laid over white and over black, whichever is worse: a badge
 * over a product picture must be readable whatever the picture is. Written
 * as page code: the e2e project has no DOM types.
 */
const contrastOf = new Function(
  'element',
  `
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const rgba = (color, under) => {
    context.fillStyle = under;
    context.fillRect(0, 0, 1, 1);
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data].slice(0, 3);
  };
  const luminance = (rgb) => {
    const [r, g, b] = rgb.map((c) => { const v = c / 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const style = getComputedStyle(element);
  return Math.min(...['#fff', '#000'].map((under) => {
    const background = rgba(style.backgroundColor, under);
    const text = luminance(rgba(style.color, 'rgb(' + background.join(',') + ')'));
    const back = luminance(background);
    return (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
  }));`,
) as (element: unknown) => number;

test.describe('a store of its own: a product sold out, one with one unit, one with five', () => {
  test.use({ products: numbered(3, (i) => [0, 1, 5][i - 1] ?? 5) });

  test('stock badges on product cards are readable on phone and desktop, in the singular for one unit', async ({
    page,
    catalogue,
  }) => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(catalogue.storePath);
      const badge = (name: string, text: string) =>
        page.getByRole('article').filter({ hasText: name }).getByText(text, { exact: true });
      for (const [name, text] of [
        ['Producto 1', 'No disponible'],
        ['Producto 2', '1 disponible'],
        ['Producto 3', '5 disponibles'],
      ] as const) {
        await expect(badge(name, text)).toBeVisible();
        const contrast = await badge(name, text).evaluate(contrastOf);
        expect(contrast, `${text} at ${viewport.width}px`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  test('on a phone the floating cart never covers the quantity\'s "+", even with the row at the bottom of the screen', async ({
    page,
    catalogue,
  }) => {
    for (const width of [360, 480, 600]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(catalogue.product('Producto 3').path);
      await expect(page.getByRole('link', { name: 'Ver carrito' })).toBeVisible();
      const plus = page.getByRole('button', { name: 'Aumentar cantidad' });
      // The row scrolled to the screen's lower edge, where the floating button sits; a tap in the middle of "+" must land on it.
      const hit = await plus.evaluate((button) => {
        const box = button.getBoundingClientRect();
        window.scrollBy(0, box.bottom - window.innerHeight + 8);
        const now = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(now.left + now.width / 2, now.top + now.height / 2));
      });
      expect(hit, `"+" at ${width}px`).toBe(true);
    }
  });
});

test.describe('a store of its own: two products without pictures', () => {
  test.use({ products: numbered(2) });

  test("on a phone a product without a picture keeps the card's size: a square placeholder as wide as its column", async ({
    page,
    catalogue,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(catalogue.storePath);
    const sizes = await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('article') })
      .evaluateAll((items) =>
        items.map((item) => {
          const article = item.querySelector('article')?.getBoundingClientRect();
          const placeholder = item.querySelector('article > div > div')?.getBoundingClientRect();
          return {
            column: item.getBoundingClientRect().width,
            card: article?.width ?? 0,
            placeholder: [placeholder?.width ?? 0, placeholder?.height ?? 0],
          };
        }),
      );
    expect(sizes).toHaveLength(2);
    for (const { column, card, placeholder } of sizes) {
      expect(column).toBeGreaterThan(150);
      expect(card).toBeCloseTo(column, 0);
      // Inside the card's 1 px border.
      expect(placeholder[0]).toBeGreaterThanOrEqual(column - 2);
      expect(placeholder[1]).toBeCloseTo(placeholder[0] ?? 0, 0);
    }
  });
});

test('an unknown product answers 404 and says so, with a way back to the store', async ({ page }) => {
  const response = await page.goto(`${STORE}/product/nada-00000000`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Producto no encontrado' })).toBeVisible();
  // Nothing takes the shopper elsewhere: the page she opened stays, with its way back.
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(`${BASE_URL}${STORE}/product/nada-00000000`);
  await expect(page.getByRole('heading', { level: 1, name: 'Producto no encontrado' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a la tienda' }).click();
  await expect(page).toHaveURL(`${BASE_URL}${STORE}`);
  await expect(page.getByRole('link', { name: /Remera/ }).first()).toBeVisible();
});
