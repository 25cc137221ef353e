import { z } from 'zod';
import { ATTRIBUTE_TYPES } from '../catalogue/catalogue';
import { SEARCH_QUERY_MAX } from './storefront';
import { FILTER_VALUES_MAX } from './catalogue-filters';
import { PAYMENT_METHODS } from '../orders/payment-methods';
import { cents, count, id } from '../shared/common-contracts';
import { deliverySettingsViewSchema, storeProfileSchema } from '../stores/store-contracts';
import { measurementIdsSchema } from '../measurement/measurement-contracts';
import { wholesaleMinimumViewSchema } from '../discounts/promotion-public-contracts';

/** The public storefront API: what any client (our store pages, a merchant's own site) reads of a store's catalogue; its orders are public-order.ts. */

export const publicCategorySchema = z.object({
  id,
  name: z.string(),
  parentId: id
    .nullable()
    .optional()
    .describe('La categoría principal de la que es parte (árbol de dos niveles); null si es principal'),
});

export const publicStoreSchema = storeProfileSchema
  .extend({
    maxUnitsPerProduct: z
      .number()
      .int()
      .describe('Unidades de una variante que acepta un pedido (política de reservas de la tienda)'),
    paymentMethods: z
      .array(z.enum(PAYMENT_METHODS))
      .describe('Cómo se puede pagar: transferencia solo cuando la tienda tiene CBU/alias'),
    transferDiscountPercent: z.number().int().nullable().describe('Descuento (%) al pagar por transferencia'),
    delivery: deliverySettingsViewSchema.describe('Retiro en el local, zonas de envío y envío gratis'),
    carrierShipping: z.boolean().describe('La tienda cotiza con transportistas (POST shipping-quotes)'),
    wholesaleMinimum: wholesaleMinimumViewSchema,
    categories: z.array(publicCategorySchema),
    measurement: measurementIdsSchema,
  })
  .meta({ id: 'Store' });
export type PublicStore = z.output<typeof publicStoreSchema>;
export type PublicCategory = z.output<typeof publicCategorySchema>;

export const productCardAttributeSchema = z.object({
  name: z.string(),
  value: z.string(),
  hexColor: z.string().nullable(),
});
export type ProductCardAttribute = z.output<typeof productCardAttributeSchema>;

export const productCardSchema = z
  .object({
    id,
    slug: z.string().describe('Segmento de la dirección del producto: nombre y id'),
    name: z.string(),
    description: z.string().describe('La descripción como texto'),
    priceCents: cents,
    minPriceCents: cents,
    maxPriceCents: cents,
    compareAtPriceCents: cents
      .nullable()
      .describe(
        'Precio anterior de la variante más barata, solo cuando está por encima de su precio (promoción); null si no hay',
      ),
    availableStock: count
      .nullable()
      .describe('Unidades a la venta; null cuando el producto no lleva stock (servicios)'),
    variantCount: count,
    category: publicCategorySchema.nullable(),
    image: z.string().nullable().describe('Base de la imagen: agregar -320.webp, -640.webp o -1024.webp'),
    attributes: z.array(productCardAttributeSchema).describe('Atributos de la primera variante'),
    variantId: id
      .nullable()
      .describe(
        'La variante que la búsqueda o los filtros eligieron (color, talle): el enlace la preselecciona; null si ninguna',
      ),
    badges: z
      .array(z.string())
      .describe('Promociones y precio por mayor: "3×2", "2da al 50 %", "Por mayor desde 6 u."'),
  })
  .meta({ id: 'ProductCard' });
export type PublicProductCard = z.output<typeof productCardSchema>;

const facetValueSchema = z.object({
  key: z.string().describe('Cómo la dirección nombra el valor'),
  name: z.string(),
  count,
  hexColor: z.string().nullable(),
});

export const facetsSchema = z
  .object({
    categories: z.array(z.object({ id, name: z.string(), parentId: id.nullable(), count })),
    attributes: z.array(z.object({ key: z.string(), name: z.string(), values: z.array(facetValueSchema) })),
    brands: z.array(facetValueSchema),
    price: z.object({ minCents: cents, maxCents: cents }).nullable(),
    inStock: count.describe('Productos de la lista con stock'),
  })
  .describe('Lo que ofrecen los filtros para la lista: cada valor con cuántos productos lo tienen')
  .meta({ id: 'CatalogueFacets' });

export const cataloguePageSchema = z
  .object({
    items: z.array(productCardSchema),
    total: count,
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    facets: facetsSchema,
    suggestion: z
      .string()
      .nullable()
      .describe('Cuando la búsqueda no encontró nada: las palabras de la tienda más parecidas ("¿Quisiste decir…?")'),
  })
  .meta({ id: 'CataloguePage' });
export type PublicProductsPage = z.output<typeof cataloguePageSchema>;

export const publicAttributeValueSchema = z.object({
  id,
  value: z.string(),
  displayValue: z.string(),
  hexColor: z.string().nullable(),
});
export type PublicAttributeValue = z.output<typeof publicAttributeValueSchema>;

export const publicAttributeSchema = z.object({
  id,
  name: z.string(),
  displayName: z.string(),
  type: z.enum(ATTRIBUTE_TYPES),
  isRequired: z.boolean(),
  values: z.array(publicAttributeValueSchema),
});
export type PublicAttribute = z.output<typeof publicAttributeSchema>;

export const publicVariantValueSchema = z.object({
  attributeId: id,
  attributeValueId: id.nullable(),
  value: z.string(),
});
export type PublicVariantValue = z.output<typeof publicVariantValueSchema>;

export const publicVariantSchema = z.object({
  id,
  sku: z.string().nullable(),
  finalPriceCents: cents,
  compareAtPriceCents: cents.nullable().describe('Precio anterior (promoción): solo cuando está por encima del precio'),
  barcode: z.string().nullable().describe('Código de barras (GTIN o propio de la tienda)'),
  availableStock: count.nullable().describe('Unidades a la venta; null cuando el producto no lleva stock (servicios)'),
  values: z.array(publicVariantValueSchema),
  images: z
    .array(z.string())
    .describe(
      'Fotos propias de la variante (entre las del producto), la primera primero; vacío si usa las del producto',
    ),
});
export type PublicVariant = z.output<typeof publicVariantSchema>;

export const publicProductSchema = z
  .object({
    id,
    slug: z.string(),
    name: z.string(),
    description: z.string().describe('La descripción como texto'),
    descriptionHtml: z
      .string()
      .describe(
        'La descripción con su formato: solo p, br, strong, b, em, i, ul, ol, li y enlaces http(s), sin otros atributos',
      ),
    priceCents: cents,
    brand: z.string().describe('Marca; vacía si no tiene'),
    tags: z.array(z.string()).describe('Etiquetas'),
    category: publicCategorySchema.nullable(),
    images: z.array(z.string()),
    attributes: z.array(publicAttributeSchema),
    variants: z.array(publicVariantSchema),
    badges: z
      .array(z.string())
      .describe('Promociones y precio por mayor: "3×2", "2da al 50 %", "Por mayor desde 6 u."'),
  })
  .meta({ id: 'Product' });
export type PublicProduct = z.output<typeof publicProductSchema>;

export * from './cart-contracts';

/* Inputs of the public API: a store's address, a product's, a catalogue page, cart lines. */

export const STORE_NOT_FOUND = 'Tienda no encontrada.';
export const PRODUCT_NOT_FOUND = 'Producto no encontrado.';

/** Any text: an address no store (or product) can have is a store that does not exist, answered 404 by the route, not bad input. */
export const storeParamsSchema = z.object({
  slug: z.string().describe('El enlace (slug) de la tienda: minúsculas, números y guiones'),
});

export const productParamsSchema = storeParamsSchema.extend({
  id: z.string().describe('El id del producto, o el segmento "{nombre}-{id}" de su dirección'),
});

export const searchQuerySchema = z
  .string({ error: 'Escribe qué buscas' })
  .max(SEARCH_QUERY_MAX, `Escribe hasta ${SEARCH_QUERY_MAX} caracteres para buscar`)
  .transform((v) => v.trim().replace(/\s+/g, ' '));

/** One or several values of a filter in the address (catalogue-filters.ts). */
const filterValues = z.preprocess(
  (v) => (typeof v === 'string' ? [v] : v),
  z
    .array(z.string().max(60, 'Valor de filtro demasiado largo'), { error: 'Valor de filtro inválido' })
    .max(FILTER_VALUES_MAX, 'Demasiados valores en un filtro'),
);

export const catalogueQuerySchema = z
  .object({
    page: z.coerce
      .number({ error: 'La página debe ser un número' })
      .int('La página debe ser un número entero')
      .min(1, 'La página mínima es 1')
      .max(10_000, 'Página inválida')
      .default(1),
    category: z
      .preprocess((v) => (v === 'all' || v === '' ? undefined : v), z.uuid({ error: 'Categoría inválida' }).optional())
      .describe('Id de una categoría; "all" o ausente para todas'),
    q: searchQuerySchema
      .optional()
      .describe(
        'Palabras a buscar en nombre, categorías, marca, etiquetas, colores, talles y descripción (sin importar tildes, mayúsculas, plural ni orden; con sinónimos y errores de tipeo); vacío para todos',
      ),
    marca: filterValues.optional().describe('Marcas (una o varias)'),
    precio: z
      .string()
      .regex(/^\d{0,9}-\d{0,9}$/, 'El precio va como mínimo-máximo, en pesos (por ejemplo 1000-5000)')
      .optional()
      .describe('Rango de precio en pesos: mínimo-máximo, cualquiera de los dos puede faltar'),
    stock: z.enum(['1'], { error: 'Para ver solo productos con stock usa stock=1' }).optional(),
  })
  .catchall(filterValues.describe('Un atributo por su clave (talle, color…): uno o varios valores'));

export const CART_VARIANTS_MAX = 50;

export const cartVariantsQuerySchema = z.object({
  ids: z
    .string({ error: 'Indica las variantes' })
    .max(CART_VARIANTS_MAX * 37, 'Demasiadas variantes para un carrito')
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(
      z.array(z.uuid({ error: 'Variante inválida' })).max(CART_VARIANTS_MAX, 'Demasiadas variantes para un carrito'),
    )
    .describe('Ids de variantes separados por comas'),
});
