import { type Access, type Role, type SessionUser } from '@vidriera/core';
import { ALL_STORES, type Database, setTenantStore, withAllStores } from '@vidriera/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { apiError, unauthorized } from '../../shared/app-error';
import type { Auth } from './auth';
import { loadAccount, type OwnedStore } from './roles';

/** Who may call a route (`Access` in packages/core/src/api/define-route.ts). Every /api route declares one; the server refuses to start otherwise. */
export type { Access };

export interface RequestAuth {
  user: SessionUser;
  sessionId: string;
  /** When this session signed in (a recent sign-in stands in for a password some changes ask for). */
  sessionCreatedAt: Date;
  /** This session passed the second step (second-factor.ts). */
  secondFactor: boolean;
  roles: Role[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
    /** The signed-in person's own store, when they have one. */
    store: OwnedStore | null;
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
  /** Registered from the route table (packages/core/src/api); false for a route still declared the old way. */
  inTable: boolean;
}

export const noStore = () => apiError('NO_STORE');

/**
 * Checks the session, role and store each route declares, before its input is
 * validated (a stranger learns nothing from validation messages), and scopes
 * an owner route to the person's store: the store always comes from the
 * session, never from input, and row-level security on PostgreSQL follows it.
 * Returns the list of /api routes as they register.
 */
export function registerAccess(app: FastifyInstance, deps: { auth: Auth; db: Kysely<Database>; config: Config }): RouteAccess[] {
  const routes: RouteAccess[] = [];
  app.decorateRequest('auth', null);
  app.decorateRequest('store', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`La ruta ${route.method} ${route.url} no declara config.access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access, inTable: route.config?.route !== undefined });
    }
  });

  app.addHook('preValidation', async (request) => {
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
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
    };
    // Which store is this person's is a question across stores; the answer then scopes the request.
    const { roles, store } = await withAllStores(() => loadAccount(deps.db, sessionUser, deps.config.SUPER_ADMIN_EMAILS));
    if (access === 'super_admin' && !roles.includes('super_admin')) {
      throw apiError('FORBIDDEN', 'No tienes permisos de super administrador.');
    }
    // The account that sees every store signs in with a second step (docs/decisions/010-two-factor.md).
    if (access === 'super_admin' && !sessionUser.twoFactorEnabled) {
      throw apiError('TWO_FACTOR_REQUIRED');
    }
    // And this very session passed it: not one opened with the password before enrolment, nor a Google sign-in without the code.
    const secondFactor = Boolean(session.secondFactor);
    if (access === 'super_admin' && !secondFactor) {
      throw apiError('SECOND_FACTOR_REQUIRED');
    }
    if (access === 'owner' && !store) throw noStore();
    request.auth = { user: sessionUser, sessionId: session.id, sessionCreatedAt: new Date(session.createdAt), secondFactor, roles };
    request.store = store;
    // A person with a store works inside it; the super admin sees every store. Anyone else sees none,
    // and the routes that look across stores (the slug check, creating a store) say so (withAllStores).
    if (access === 'super_admin') setTenantStore(ALL_STORES);
    else if (store) setTenantStore(store.id);
  });
  return routes;
}

/** The signed-in person of a route declared `user`, `owner` or `super_admin`. */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The store of a route declared `owner` (the access hook found it before validation). */
export function storeOf(request: FastifyRequest): OwnedStore {
  if (!request.store) throw noStore();
  return request.store;
}
