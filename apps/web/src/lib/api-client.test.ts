import { API_ERRORS, GENERIC_ERROR_MESSAGE } from '@vidriera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request, signInPathReturningTo } from './api-client';

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

describe('a refused call', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answering = (status: number, body: string) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status })),
    );

  it("carries the server's code, status and message (what the screen shows)", async () => {
    const { status, message } = API_ERRORS.SKU_TAKEN;
    answering(status, JSON.stringify({ code: 'SKU_TAKEN', message, field: 'variants' }));
    const error = await request('POST', '/api/products', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code: 'SKU_TAKEN', message, field: 'variants' });
  });

  it("without the server's answer (a proxy's page) is the table's code for its status, with the generic message", async () => {
    answering(502, '<html>Bad gateway</html>');
    await expect(request('GET', '/api/stores/mine')).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: GENERIC_ERROR_MESSAGE,
    });
    answering(413, '');
    await expect(request('POST', '/api/products', { body: {} })).rejects.toMatchObject({ code: 'BODY_TOO_LARGE' });
  });
});
