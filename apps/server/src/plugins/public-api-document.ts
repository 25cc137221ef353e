import type { SwaggerOptions } from '@fastify/swagger';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const PUBLIC_PREFIX = '/api/public/';
const transformRoute = createJsonSchemaTransform({});

/**
 * The OpenAPI document of the public storefront API, served at
 * /api/public/openapi.json. It is generated from the routes' own zod schemas
 * (the ones that validate and encode each request), so it cannot drift from
 * what the server does; routes outside /api/public/ are left out.
 */
export function publicApiDocument(publicUrl: string): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vidriera — API pública de tiendas',
        version: '1.0.0',
        description:
          'Catálogo público y pedidos de una tienda. Sin inicio de sesión. Importes en centavos (enteros). Mensajes de error en español.',
      },
      servers: [{ url: publicUrl }],
    },
    transform: (route) => (route.url.startsWith(PUBLIC_PREFIX) ? transformRoute(route) : { schema: { hide: true }, url: route.url }),
    transformObject: jsonSchemaTransformObject,
  };
}
