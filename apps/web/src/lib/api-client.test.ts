import { describe, expect, it } from 'vitest';
import { signInPathReturningTo } from './api-client';

describe('the way back after signing in', () => {
  it('returns to the screen the person was on', () => {
    expect(signInPathReturningTo('/admin/orders/8c1f2e3a')).toBe('/auth?next=%2Fadmin%2Forders%2F8c1f2e3a');
    expect(signInPathReturningTo('/admin/orders?view=to-confirm')).toBe(
      '/auth?next=%2Fadmin%2Forders%3Fview%3Dto-confirm',
    );
  });

  it('names no return for a home, where signing in leads anyway', () => {
    expect(signInPathReturningTo('/admin')).toBe('/auth');
    expect(signInPathReturningTo('/super-admin')).toBe('/auth');
  });

  it('never returns to another site or to the sign-in screen itself', () => {
    expect(signInPathReturningTo('//evil.example/admin')).toBe('/auth');
    expect(signInPathReturningTo('/\\evil.example')).toBe('/auth');
    expect(signInPathReturningTo('/auth?next=%2Fadmin')).toBe('/auth');
  });
});
