import type { SwaggerOptions } from '@fastify/swagger';
import { type Access, API_ERRORS, API_ROUTES, type RouteDef } from '@vidriera/core';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { authCallPaths } from './auth-calls-document';

const PUBLIC_PREFIX = '/api/public/';
const transformRoute = createJsonSchemaTransform({});

/** How each access level reads in the document (`x-access` names it for tools). */
const ACCESS_NOTES: Record<Access, string> = {
  public: 'Pública: sin inicio de sesión.',
  user: 'Con sesión iniciada.',
  owner: 'Con sesión iniciada y una tienda: trabaja sobre la tienda de la sesión.',
  super_admin: 'Solo super administradores, con verificación en dos pasos.',
};

/** What each error status means, for every operation that may answer it (packages/core/src/shared/define-route.ts, `errorStatusesOf`). */
const ERROR_NOTES: Record<number, string> = {
  400: 'La solicitud está mal formada (dirección o cuerpo que no es JSON)',
  401: 'Sin sesión, o una firma que no es válida',
  403: 'Sin permiso, o un cambio desde un origen no permitido',
  404: 'No existe (o no es de tu tienda)',
  409: 'El estado actual no lo permite',
  413: 'El cuerpo es demasiado grande',
  415: 'Tipo de contenido no admitido',
  422: 'Datos inválidos: `field` nombra el campo',
  428: 'Hace falta resolver el desafío',
  429: 'Demasiados intentos: espera y vuelve a intentar',
  500: 'Error inesperado',
  503: 'No disponible por ahora: vuelve a intentar',
};
/** The error table's codes of each status (packages/core/src/shared/error-table.ts), listed with what the status means. */
const errorNote = (status: number) => {
  const codes = Object.entries(API_ERRORS).flatMap(([code, error]) => (error.status === status ? [`\`${code}\``] : []));
  return `${ERROR_NOTES[status] ?? 'Error'}${codes.length ? `. Códigos de la API con este estado: ${codes.join(', ')}` : ''}`;
};

/** Each entry of the route table by its name, for the document's operationId (`ordersSetStatus`). */
const OPERATION_IDS = new Map<RouteDef, string>(
  Object.entries(API_ROUTES).flatMap(([area, routes]) =>
    Object.entries(routes as Record<string, RouteDef>).map(([name, route]): [RouteDef, string] => [
      route,
      `${area}${name[0]?.toUpperCase()}${name.slice(1)}`,
    ]),
  ),
);

/** The area an operation is listed under: the path's first part after /api/ (the public API by its own). */
function tagOf(url: string): string {
  if (url.startsWith('/api/public/mercado-pago/')) return 'Mercado Pago';
  if (url.startsWith(PUBLIC_PREFIX)) return 'Tiendas';
  return url.split('/')[2] ?? 'api';
}

/** The answers as the document lists them: each error status with what it means, a file by its media type, a redirect as such. */
function responsesOf(route: RouteDef, converted: Record<string, unknown>): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(converted)) {
    const code = Number(status);
    responses[status] = code >= 400 ? { ...(schema as object), description: errorNote(code) } : schema;
  }
  if (route.produces)
    responses[200] = { description: 'El archivo', content: { [route.produces]: { schema: { type: 'string' } } } };
  else if (route.path.endsWith('/openapi.json'))
    responses[200] = {
      description: 'El documento OpenAPI 3.1',
      content: { 'application/json': { schema: { type: 'object' } } },
    };
  else if (!Object.keys(route.responses).length) responses[302] = { description: 'Redirige a una página de la app' };
  return responses;
}

/**
 * The OpenAPI document of the whole API, served at /api/openapi.json, and of
 * its public storefront part at /api/public/openapi.json (`publicPart`). It is
 * generated from the routes' own zod schemas — the route table's entries,
 * packages/core/src/<area>/<area>-api.ts — so it cannot drift from what the server does. Every
 * operation has its name (operationId), says who may call it (`x-access`, and
 * `security`: the session cookie, or none) and the statuses it may answer;
 * better-auth's catch-all is described by the calls the web makes
 * (packages/core/src/auth/auth-calls.ts). `npm run lint:api` lints it.
 */
export function apiDocumentOptions(publicUrl: string): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vidriera — API',
        version: '1.0.0',
        description:
          'La API de Vidriera: la pública de tiendas (sin inicio de sesión) y la del panel (con la sesión del vendedor o del super administrador). Importes en centavos (enteros). Mensajes de error en español.',
        license: { name: 'Propietaria', url: `${publicUrl}/` },
      },
      servers: [{ url: publicUrl }],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'vidriera.session_token' } } },
    },
    transform: (input) => {
      const { url, route } = input;
      const access = route.config?.access;
      const entry = route.config?.route;
      if (!url.startsWith('/api/') || url.startsWith('/api/auth/') || !access || !entry)
        return { schema: { hide: true }, url };
      const transformed = transformRoute(input);
      const converted = (transformed.schema as { response?: Record<string, unknown> }).response ?? {};
      const schema = {
        ...transformed.schema,
        operationId: OPERATION_IDS.get(entry) ?? `${entry.method.toLowerCase()}${url}`,
        tags: [tagOf(url)],
        description: ACCESS_NOTES[access],
        'x-access': access,
        security: access === 'public' ? [] : [{ session: [] }],
        response: responsesOf(entry, converted),
      };
      return { ...transformed, schema };
    },
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input);
      const paths = { ...(document as Document).paths, ...authCallPaths(errorNote) };
      return { ...document, paths } as typeof document;
    },
  };
}

type Document = { paths?: Record<string, unknown> };

/** The public storefront API alone: the document's /api/public/ paths, for a merchant's own site. */
export function publicPart<D extends Document>(document: D): D {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).filter(([path]) => path.startsWith(PUBLIC_PREFIX)),
  );
  return {
    ...document,
    info: {
      title: 'Vidriera — API pública de tiendas',
      version: '1.0.0',
      description:
        'Catálogo público y pedidos de una tienda. Sin inicio de sesión. Importes en centavos (enteros). Mensajes de error en español.',
    },
    paths,
  };
}
