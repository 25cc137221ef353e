import { readFile } from 'node:fs/promises';
import { formatPrice, ORDER_EXPORT_COLUMNS, orderRoutes } from '@vidriera/core';
import Papa from 'papaparse';
import { callApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { remeraLisa } from '../support/order-screens';
import { SELLS_BY_WHATSAPP } from '../support/shop';

/*
 * Issue 49's journey: three shoppers order, two with the same phone written two ways; the seller sees two customers
 * with their orders and totals, the statistics agree with the orders list and draw a chart per period, and the orders
 * for the accountant come out as a CSV file read back with a parser, amounts exact.
 */
test.use({ shop: SELLS_BY_WHATSAPP });

/** "1234,50" (the file's amounts, Excel in Spanish) back to cents. */
const cents = (cell: string | undefined) => Math.round(Number((cell ?? '').replace(',', '.')) * 100);

test('customers by phone, statistics matching the orders, and the orders for the accountant', async ({
  page,
  browser,
  owner,
  catalogue,
  storefrontOrder,
}) => {
  const shop = remeraLisa(catalogue);
  // A shopper's visit, counted by the server (no cookie), arriving from Instagram.
  const shopper = await browser.newContext();
  const visitor = await shopper.newPage();
  await visitor.goto(`/store/${owner.store.slug}/?utm_source=instagram`);
  await expect(visitor.locator('body')).toContainText('Remera Lisa');
  await shopper.close();

  const ana = await storefrontOrder({
    customerName: 'Ana Díaz',
    customerPhone: '11 5555-1234',
    items: [{ variantId: shop.variants['Rojo/S'], quantity: 1 }],
  });
  await storefrontOrder({
    customerName: 'Ana Díaz',
    customerPhone: '+54 9 11 5555 1234',
    items: [{ variantId: shop.variants['Rojo/S'], quantity: 2 }],
  });
  const bruno = await storefrontOrder({
    customerName: 'Bruno Paz',
    customerPhone: '351 444 5566',
    items: [{ variantId: shop.variants['Azul/M'], quantity: 1 }],
  });
  for (const id of [ana.orderId, bruno.orderId])
    await callApi(page.request, orderRoutes.setStatus, { params: { id }, body: { status: 'processing' } });
  const { orders } = await callApi(page.request, orderRoutes.list, { query: {} });
  expect(orders).toHaveLength(3);
  const confirmed = orders.filter((o) => o.status === 'processing');
  const revenue = confirmed.reduce((sum, o) => sum + o.totalCents, 0);
  const anaOrders = orders.filter((o) => o.customerName === 'Ana Díaz');

  // Two customers: Ana with both her orders (one confirmed: what she spent), Bruno with his.
  await page.goto('/admin/customers');
  const rows = page.getByTestId('customer-row');
  await expect(rows).toHaveCount(2);
  const anaRow = rows.filter({ hasText: 'Ana Díaz' });
  await expect(anaRow.getByRole('cell').nth(1)).toHaveText('2');
  const anaConfirmed = anaOrders.find((o) => o.status === 'processing')?.totalCents ?? 0;
  await expect(anaRow.getByRole('cell').nth(2)).toHaveText(formatPrice(anaConfirmed));
  await anaRow.getByRole('link', { name: 'Ana Díaz' }).click();
  await expect(page.getByRole('heading', { name: 'Ana Díaz' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/5491155551234');

  // Statistics: the funnel and the revenue are the orders list's; visits reach them within the recorder's batch.
  await page.goto('/admin/statistics');
  await expect(page.getByTestId('figure-Pedidos enviados')).toContainText('3');
  await expect(page.getByTestId('figure-Confirmados')).toContainText('2');
  await expect(page.getByTestId('figure-Ingresos')).toContainText(formatPrice(revenue));
  await expect(page.getByTestId('revenue-chart').getByRole('application')).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('figure-Visitas').locator('p').nth(1).textContent();
      },
      { timeout: 30_000 },
    )
    .toBe('1');
  await expect(page.getByTestId('funnel')).toContainText('Pedidos enviados: 3');
  for (const by of ['Por semana', 'Por mes']) {
    await page.getByLabel('Agrupar').click();
    await page.getByRole('option', { name: by }).click();
    await expect(page.getByTestId('revenue-chart').getByRole('application')).toBeVisible();
    await expect(page.getByTestId('figure-Ingresos')).toContainText(formatPrice(revenue));
  }

  // The orders for the accountant: this month's file, read back with a CSV parser.
  await page.goto('/admin/orders');
  await page.getByRole('button', { name: 'Exportar para el contador' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Descargar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pedidos-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path()) ?? '', 'utf8');
  const [header, ...lines] = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: ';',
    skipEmptyLines: true,
  }).data;
  expect(header).toEqual([...ORDER_EXPORT_COLUMNS]);
  expect(lines).toHaveLength(3);
  const total = ORDER_EXPORT_COLUMNS.indexOf('Total');
  const number = ORDER_EXPORT_COLUMNS.indexOf('Número');
  for (const order of orders) {
    const line = lines.find((l) => l[number] === order.id.slice(-8));
    expect(cents(line?.[total])).toBe(order.totalCents);
  }
});
