import type { SwaggerOptions } from '@fastify/swagger';
import type { Access } from '@vidriera/core';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const PUBLIC_PREFIX = '/api/public/';
const transformRoute = createJsonSchemaTransform({});

/** How each access level reads in the document (`x-access` names it for tools). */
const ACCESS_NOTES: Record<Access, string> = {
  public: 'Pública: sin inicio de sesión.',
  user: 'Con sesión iniciada.',
  owner: 'Con sesión iniciada y una tienda: trabaja sobre la tienda de la sesión.',
  super_admin: 'Solo super administradores, con verificación en dos pasos.',
};

/** The area an operation is listed under: the path's first part after /api/ (the public API by its own). */
function tagOf(url: string): string {
  if (url.startsWith('/api/public/mercado-pago/')) return 'Mercado Pago';
  if (url.startsWith(PUBLIC_PREFIX)) return 'Tiendas';
  return url.split('/')[2] ?? 'api';
}

/**
 * The OpenAPI document of the whole API, served at /api/openapi.json, and of
 * its public storefront part at /api/public/openapi.json (`publicPart`). It is
 * generated from the routes' own zod schemas — the route table's entries,
 * packages/core/src/api — so it cannot drift from what the server does. Every
 * operation says who may call it (`x-access`, and the session cookie when one
 * is needed); better-auth's own routes (/api/auth/*) are left out.
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
      },
      servers: [{ url: publicUrl }],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'vidriera.session_token' } } },
    },
    transform: (input) => {
      const { url, route } = input;
      const access = route.config?.access;
      if (!url.startsWith('/api/') || url.startsWith('/api/auth/') || url.endsWith('/openapi.json') || !access) return { schema: { hide: true }, url };
      const transformed = transformRoute(input);
      const schema = {
        ...transformed.schema,
        tags: [tagOf(url)],
        description: ACCESS_NOTES[access],
        'x-access': access,
        ...(access === 'public' ? {} : { security: [{ session: [] }] }),
      };
      return { ...transformed, schema };
    },
    transformObject: jsonSchemaTransformObject,
  };
}

type Document = { paths?: Record<string, unknown> };

/** The public storefront API alone: the document's /api/public/ paths, for a merchant's own site. */
export function publicPart<D extends Document>(document: D): D {
  const paths = Object.fromEntries(Object.entries(document.paths ?? {}).filter(([path]) => path.startsWith(PUBLIC_PREFIX)));
  return {
    ...document,
    info: {
      title: 'Vidriera — API pública de tiendas',
      version: '1.0.0',
      description: 'Catálogo público y pedidos de una tienda. Sin inicio de sesión. Importes en centavos (enteros). Mensajes de error en español.',
    },
    paths,
  };
}
