import { type Access, type Role, type SessionUser } from '@vidriera/core';
import { ALL_STORES, type Database, setTenantStore, withAllStores } from '@vidriera/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../../shared/config';
import { apiError, unauthorized } from '../../shared/app-error';
import type { Auth } from './auth';
import { loadAccount, type OwnedStore } from './roles';

/** Who may call a route (`Access` in packages/core/src/shared/define-route.ts). Every /api route declares one; the server refuses to start otherwise. */
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

/** An area's access levels: its routes may declare only these, and one that declares none gets the first. */
export type AreaAccess = readonly [Access, ...Access[]];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every /api route with the access it declares, as they register. */
    apiRoutes: RouteAccess[];
    /** The access levels of the area (its plugin) this instance belongs to: `areaAccess`. */
    areaAccess?: AreaAccess;
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
  /** Registered from the route table (packages/core/src/<area>/<area>-api.ts); false for a route still declared the old way. */
  inTable: boolean;
}

export const noStore = () => apiError('NO_STORE');

/**
 * Says which access an area's routes have (docs/ARCHITECTURE.md, "A
 * request's path"): the route table's entry declares each route's; the area
 * refuses, at start-up, a route that declares another, and gives the first
 * level to one registered without (better-auth's catch-all).
 */
export function areaAccess(app: FastifyInstance, ...levels: AreaAccess): void {
  app.decorate('areaAccess', levels);
}

interface AccessDeps {
  auth: Auth;
  db: Kysely<Database>;
  config: Config;
}

/**
 * Checks the session, role and store each route declares, before its input is
 * validated (a stranger learns nothing from validation messages), and scopes
 * an owner route to the person's store: the store always comes from the
 * session, never from input, and row-level security on PostgreSQL follows it.
 * Shared with every area on purpose (fastify-plugin): one check, one list of
 * the /api routes as they register (`app.apiRoutes`).
 */
export const accessPlugin = fp<AccessDeps>(
  async (app, deps) => {
    const routes: RouteAccess[] = [];
    app.decorate('apiRoutes', routes);
    app.decorateRequest('auth', null);
    app.decorateRequest('store', null);

    // `this` is the instance the route is registered on: inside an area, its access levels apply.
    app.addHook('onRoute', function (route) {
      const area = this.areaAccess;
      if (!area && !route.url.startsWith('/api/')) return;
      const access = route.config?.access ?? area?.[0];
      if (!access) throw new Error(`La ruta ${route.method} ${route.url} no declara config.access`);
      if (area && !area.includes(access))
        throw new Error(
          `La ruta ${route.method} ${route.url} declara ${access}, que su área no admite (${area.join(', ')})`,
        );
      route.config = { ...route.config, access };
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD')
          routes.push({ method, url: route.url, access, inTable: route.config.route !== undefined });
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
      const { roles, store } = await withAllStores(() =>
        loadAccount(deps.db, sessionUser, deps.config.SUPER_ADMIN_EMAILS),
      );
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
      request.auth = {
        user: sessionUser,
        sessionId: session.id,
        sessionCreatedAt: new Date(session.createdAt),
        secondFactor,
        roles,
      };
      request.store = store;
      // A person with a store works inside it; the super admin sees every store. Anyone else sees none,
      // and the routes that look across stores (the slug check, creating a store) say so (withAllStores).
      if (access === 'super_admin') setTenantStore(ALL_STORES);
      else if (store) setTenantStore(store.id);
    });
  },
  { name: 'access' },
);

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
