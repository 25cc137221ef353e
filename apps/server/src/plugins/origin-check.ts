import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../shared/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origins our own pages are served from: the app and every shop address. */
export function isAllowedOrigin(origin: string, config: Pick<Config, 'PUBLIC_URL' | 'SHOP_DOMAIN'>): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === new URL(config.PUBLIC_URL).origin) return true;
  const host = url.host.toLowerCase();
  return host.endsWith(`.${config.SHOP_DOMAIN}`) && /^[a-z0-9-]+$/.test(host.slice(0, -config.SHOP_DOMAIN.length - 1));
}

/**
 * Cookie-authenticated state changes must come from our own pages (docs/SECURITY.md).
 * The public storefront API takes no cookie, so other sites may call it.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || path.startsWith('/api/public/')) return;
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !isAllowedOrigin(origin, config)) {
      throw new AppError(403, 'INVALID_ORIGIN', 'Origen de la solicitud no permitido.');
    }
  });
}
