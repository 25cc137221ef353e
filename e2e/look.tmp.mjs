import { chromium } from '@playwright/test';
const base = 'http://localhost:3400';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
await page.goto(`${base}/sign-in`);
await page.getByLabel('Email').fill('demo@vidriera.local');
await page.getByLabel('Contraseña', { exact: true }).fill('mira-la-tienda-7');
await page.getByRole('button', { name: /Ingresar|Iniciar/ }).click();
await page.waitForURL(/\/admin/, { timeout: 30000 });
for (const [name, path] of [
  ['statistics', '/admin/statistics'],
  ['customers', '/admin/customers'],
  ['promotions', '/admin/promotions'],
  ['abandoned', '/admin/abandoned-checkouts'],
  ['settings', '/admin/settings'],
  ['orders', '/admin/orders'],
  ['discounts', '/admin/discounts'],
]) {
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/look/${name}.png`, fullPage: true });
}
await page.goto(`${base}/admin/promotions`);
await page.waitForTimeout(1500);
await page.getByRole('button', { name: /Nueva promoción/ }).first().click();
await page.waitForTimeout(1000);
await page.screenshot({ path: `/tmp/look/promotion-dialog.png` });
await page.goto(`${base}/store/demo`);
await page.waitForTimeout(1500);
await page.screenshot({ path: `/tmp/look/store.png`, fullPage: false });
await browser.close();
