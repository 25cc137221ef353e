/*
 * Whether someone has been signed in in this browser since they last signed
 * out: the sign-in screen says "Tu sesión terminó" only then, not to a
 * seller who opens an order link from WhatsApp without ever having signed in
 * here (docs/product/accounts.md).
 */
const KEY = 'vidriera:signed-in-here';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (privacy settings): the screen then reads as a first visit.
    return null;
  }
}

export function rememberSignedInHere(): void {
  storage()?.setItem(KEY, '1');
}

export function forgetSignedInHere(): void {
  storage()?.removeItem(KEY);
}

export function wasSignedInHere(): boolean {
  return storage()?.getItem(KEY) === '1';
}
