/** What the sign-in screen says above the form when it was sent there from a page of the panel. */
export interface SignInNotice {
  title: string;
  description: string;
}

/**
 * "Tu sesión terminó" only when a session really ended in this browser; a
 * person who was never signed in here (a seller opening an order link from
 * WhatsApp) is asked to sign in, and told they will land on that page.
 */
export function signInNotice(returnTo: string | null, signedInHere: boolean): SignInNotice | null {
  if (!returnTo) return null;
  return signedInHere
    ? { title: 'Tu sesión terminó', description: 'Inicia sesión de nuevo y volverás a la página en la que estabas.' }
    : { title: 'Inicia sesión para continuar', description: 'Después de iniciar sesión verás la página que abriste.' };
}
