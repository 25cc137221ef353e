import type { FastifyRequest } from 'fastify';

/**
 * Whether a request is a person opening a page (a link from an e-mail), as
 * the browser says in its Fetch Metadata headers when it sends them. A
 * picture, a script, a frame or a fetch on some page says otherwise, and must
 * not sign anybody in or out: a page could otherwise show an "image" whose
 * address is a confirmation link and switch a visitor into another account
 * (docs/SECURITY.md, "Accounts, round two").
 */
export function isTopLevelNavigation(request: Pick<FastifyRequest, 'headers'>): boolean {
  const mode = request.headers['sec-fetch-mode'];
  const dest = request.headers['sec-fetch-dest'];
  return (mode === undefined || mode === 'navigate') && (dest === undefined || dest === 'document');
}
