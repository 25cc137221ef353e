/** OpenAPI 3.1 description of the public storefront API (DESIGN §7). */
export function publicOpenApiDocument(publicUrl: string) {
  const error = { $ref: '#/components/schemas/Error' };
  const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: error } } });
  const slug = { name: 'slug', in: 'path', required: true, schema: { type: 'string', pattern: '^[a-z0-9-]+$' } };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vidriera — API pública de tiendas',
      version: '1.0.0',
      description: 'Catálogo público y pedidos de una tienda. Sin inicio de sesión. Importes en centavos (enteros). Mensajes de error en español.',
    },
    servers: [{ url: publicUrl }],
    paths: {
      '/api/public/stores/{slug}': {
        get: {
          summary: 'Perfil público de la tienda',
          parameters: [slug],
          responses: { 200: { description: 'La tienda', content: { 'application/json': { schema: { $ref: '#/components/schemas/Store' } } } }, 404: errorResponse('Tienda no encontrada o inactiva') },
        },
      },
      '/api/public/stores/{slug}/products': {
        get: {
          summary: 'Productos activos, 12 por página, los más nuevos primero',
          parameters: [
            slug,
            { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
            { name: 'category', in: 'query', schema: { type: 'string', format: 'uuid' } },
          ],
          responses: {
            200: {
              description: 'Una página',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['items', 'total', 'page', 'pageSize'],
                    properties: { items: { type: 'array', items: { $ref: '#/components/schemas/ProductCard' } }, total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer', const: 12 } },
                  },
                },
              },
            },
            404: errorResponse('Tienda no encontrada'),
            422: errorResponse('Parámetros inválidos'),
          },
        },
      },
      '/api/public/stores/{slug}/products/{id}': {
        get: {
          summary: 'Un producto activo con atributos, variantes, precios finales y stock disponible',
          parameters: [slug, { name: 'id', in: 'path', required: true, description: 'UUID o sus primeros 8 caracteres hexadecimales', schema: { type: 'string' } }],
          responses: { 200: { description: 'El producto', content: { 'application/json': { schema: { $ref: '#/components/schemas/Product' } } } }, 404: errorResponse('Producto no encontrado') },
        },
      },
      '/api/public/stores/{slug}/variants': {
        get: {
          summary: 'Estado actual de variantes de un carrito (precio y stock); las que faltan ya no están a la venta',
          parameters: [slug, { name: 'ids', in: 'query', required: true, description: 'UUIDs separados por comas (hasta 50)', schema: { type: 'string' } }],
          responses: { 200: { description: 'Variantes a la venta' }, 404: errorResponse('Tienda no encontrada'), 422: errorResponse('ids inválidos') },
        },
      },
      '/api/public/stores/{slug}/orders': {
        post: {
          summary: 'Crear un pedido: precios calculados por el servidor, stock reservado hasta que el vendedor confirme',
          parameters: [slug, { name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string', minLength: 8, maxLength: 200 } }],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['items', 'customerName', 'customerPhone'],
                  properties: {
                    items: {
                      type: 'array',
                      minItems: 1,
                      maxItems: 50,
                      items: { type: 'object', required: ['variantId', 'quantity'], properties: { variantId: { type: 'string', format: 'uuid' }, quantity: { type: 'integer', minimum: 1, maximum: 1000 } } },
                    },
                    customerName: { type: 'string', minLength: 2, maxLength: 120 },
                    customerPhone: { type: 'string', description: 'Al menos 8 dígitos' },
                    customerEmail: { type: 'string', format: 'email' },
                  },
                },
              },
            },
          },
          responses: {
            201: {
              description: 'Pedido creado (o el mismo pedido, si se repite la clave con el mismo cuerpo)',
              content: { 'application/json': { schema: { type: 'object', required: ['orderId', 'totalCents', 'whatsappUrl'], properties: { orderId: { type: 'string', format: 'uuid' }, totalCents: { type: 'integer' }, whatsappUrl: { type: 'string', format: 'uri' } } } } },
            },
            404: errorResponse('Tienda no encontrada'),
            409: errorResponse('Stock insuficiente o la tienda no tiene WhatsApp'),
            422: errorResponse('Datos inválidos (nombra el campo) o clave de idempotencia usada con otro cuerpo'),
            429: errorResponse('Demasiados pedidos desde la misma dirección IP (ORDER_RATE_LIMIT cada 10 minutos); no se reservó nada'),
          },
        },
      },
    },
    components: {
      schemas: {
        Error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string' }, message: { type: 'string' }, field: { type: 'string' } } },
        Store: {
          type: 'object',
          properties: {
            id: { type: 'string' }, name: { type: 'string' }, slug: { type: 'string' }, description: { type: 'string' },
            whatsappNumber: { type: ['string', 'null'] }, instagramHandle: { type: ['string', 'null'] }, facebookPage: { type: ['string', 'null'] },
            cbu: { type: ['string', 'null'] }, logoUrl: { type: ['string', 'null'] }, bannerUrl: { type: ['string', 'null'] },
            categories: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } } },
          },
        },
        ProductCard: {
          type: 'object',
          properties: {
            id: { type: 'string' }, slug: { type: 'string' }, name: { type: 'string' }, description: { type: 'string' },
            priceCents: { type: 'integer' }, minPriceCents: { type: 'integer' }, maxPriceCents: { type: 'integer' },
            availableStock: { type: 'integer' }, variantCount: { type: 'integer' },
            category: { type: ['object', 'null'] }, image: { type: ['string', 'null'], description: 'Base de la imagen: agregar -320.webp, -640.webp o -1024.webp' },
            attributes: { type: 'array', description: 'Atributos de la primera variante', items: { type: 'object', properties: { name: { type: 'string' }, value: { type: 'string' }, hexColor: { type: ['string', 'null'] } } } },
          },
        },
        Product: {
          type: 'object',
          properties: {
            id: { type: 'string' }, slug: { type: 'string' }, name: { type: 'string' }, description: { type: 'string' }, priceCents: { type: 'integer' },
            images: { type: 'array', items: { type: 'string' } },
            attributes: { type: 'array', items: { type: 'object' } },
            variants: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, sku: { type: ['string', 'null'] }, finalPriceCents: { type: 'integer' }, availableStock: { type: 'integer' }, values: { type: 'array' } } } },
          },
        },
      },
    },
  };
}
