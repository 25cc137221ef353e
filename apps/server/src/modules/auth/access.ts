import type { Role } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { AppError, unauthorized } from '../../shared/app-error';
import type { Auth } from './auth';
import { getUserRoles } from './roles';

/** Who may call a route. Every /api route declares one; the server refuses to start otherwise. */
export type Access = 'public' | 'user' | 'super_admin';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
}

export interface RequestAuth {
  user: SessionUser;
  sessionId: string;
  roles: Role[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

export function fetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

/** Checks the session and role each route declares; returns the list of /api routes as they register. */
export function registerAccess(app: FastifyInstance, deps: { auth: Auth; db: Kysely<Database>; config: Config }): RouteAccess[] {
  const routes: RouteAccess[] = [];
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`La ruta ${route.method} ${route.url} no declara config.access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access });
    }
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const result = await deps.auth.api.getSession({ headers: fetchHeaders(request) });
    if (!result) throw unauthorized();
    const { user, session } = result;
    const sessionUser: SessionUser = {
      id: user.id,
      email: user.email,
      name: user.name,
      firstName: String(user.firstName ?? ''),
      lastName: String(user.lastName ?? ''),
      emailVerified: user.emailVerified,
    };
    const roles = await getUserRoles(deps.db, sessionUser, deps.config.SUPER_ADMIN_EMAILS);
    if (access === 'super_admin' && !roles.includes('super_admin')) {
      throw new AppError(403, 'FORBIDDEN', 'No tienes permisos de super administrador.');
    }
    request.auth = { user: sessionUser, sessionId: session.id, roles };
  });
  return routes;
}

/** The signed-in person of a route declared `user` or `super_admin`. */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
