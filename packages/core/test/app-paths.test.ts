import { describe, expect, it } from 'vitest';
import { isAppPath } from '../src/shared/app-paths';

describe('isAppPath', () => {
  it('knows the app screens, with their parameters and a trailing slash', () => {
    for (const path of [
      '/',
      '/auth',
      '/admin',
      '/admin/',
      '/admin/orders/3f2a9c1e',
      '/admin/orders/3f2a9c1e/edit',
      '/admin/products/legacy/abc/edit',
      '/super-admin/clients',
    ]) {
      expect(isAppPath(path), path).toBe(true);
    }
  });

  it('refuses any other path', () => {
    for (const path of [
      '/esto-no-existe',
      '/admin/nada',
      '/admin/pedidos/abc',
      '/admin/orders/abc/edit/more',
      '/auth/otra',
      '//admin',
      '/admin//orders',
    ]) {
      expect(isAppPath(path), path).toBe(false);
    }
  });
});
