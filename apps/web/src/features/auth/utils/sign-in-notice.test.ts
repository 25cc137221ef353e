import { describe, expect, it } from 'vitest';
import { signInNotice } from './sign-in-notice';

describe('the notice above the sign-in form', () => {
  it('says the session ended only to someone who had been signed in in this browser', () => {
    expect(signInNotice('/admin/orders/8c1f2e3a', true)?.title).toBe('Tu sesión terminó');
  });

  it('asks someone who never signed in here (an order link from WhatsApp) to sign in, without "Tu sesión terminó"', () => {
    expect(signInNotice('/admin/orders/8c1f2e3a', false)).toEqual({
      title: 'Inicia sesión para continuar',
      description: 'Después de iniciar sesión verás la página que abriste.',
    });
  });

  it('says nothing when no page is waiting', () => {
    expect(signInNotice(null, true)).toBeNull();
  });
});
