import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

describe('security headers', () => {
  it.each(['/', '/auth', '/api/config', '/api/public/stores/nada', '/store/nada'])(
    '%s carries CSP, frame-ancestors, nosniff, a referrer policy and a permissions policy',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // No framing, said once: X-Frame-Options for old browsers says what frame-ancestors 'none' says (never SAMEORIGIN).
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
      expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+|stack/i);
    },
  );
});
