import type { APIRequestContext } from '@playwright/test';
import {
  catalogueRoutes,
  productPathSegment,
  type RouteAnswer,
  type RouteInput,
  storeBase,
  storeHref,
} from '@vidriera/core';
import { attributeBody, type Colour, colourAttribute, type Size, sizeAttribute } from '@vidriera/db/fixtures';
import { callApi } from './api';

/*
 * A store's catalogue for a journey, in the clothing shop every fixture speaks
 * (packages/db/src/factories: the Color and Talle attributes with their
 * values), saved through the owner's API as the product form saves it.
 */

export interface VariantSpec {
  stock: number;
  priceAdjustmentCents?: number;
  colour?: Colour;
  size?: Size;
}

export interface ProductSpec {
  priceCents: number;
  description?: string;
  /** One variant of 10 units when left out. */
  variants?: VariantSpec[];
  /** Wholesale tiers ("desde 6 unidades, $X cada una"; docs/product/orders.md, "Precios por mayor"). */
  priceTiers?: { minQuantity: number; unitPriceCents: number }[];
}

/**
 * Products by name, in the order they are made (the last one is the store's
 * newest). An object, not a list: Playwright reads a list given to test.use()
 * as a value and its options.
 */
export type Products = Record<string, ProductSpec>;

type ProductBody = RouteInput<typeof catalogueRoutes.createProduct>['body'];
type Attribute = RouteAnswer<typeof catalogueRoutes.createAttribute>['attribute'];

export interface StockedProduct {
  id: string;
  name: string;
  /** Its page in the store (on the main host). */
  path: string;
  /** Its variants' ids, in the order of its spec. */
  variantIds: string[];
}

export interface Catalogue {
  /** The store's index page (on the main host). */
  storePath: string;
  products: StockedProduct[];
  product(name: string): StockedProduct;
  /** A variant's id by its product's name and, when it has them, its colour and size. */
  variant(name: string, colour?: Colour, size?: Size): string;
  /** The variant's stock as the owner's catalogue shows it. */
  stockOf(variantId: string): Promise<number>;
  /** Saves the variant's stock as the product form would, the product's other variants as they are now. */
  setStock(variantId: string, stock: number): Promise<void>;
}

/** A "Mate de Calabaza" of one variant at $10.000. */
export const mate = (stock: number): Products => ({
  'Mate de Calabaza': { description: 'Curado a mano', priceCents: 1_000_000, variants: [{ stock }] },
});

/** The orders journeys' T-shirt: Rojo S 3 units, Rojo M none, Azul M 2 units at $500 more. */
export const REMERA_LISA: Products = {
  'Remera Lisa': {
    description: 'Algodón peinado',
    priceCents: 1_000_000,
    variants: [
      { colour: 'rojo', size: 'S', stock: 3 },
      { colour: 'rojo', size: 'M', stock: 0 },
      { colour: 'azul', size: 'M', stock: 2, priceAdjustmentCents: 50_000 },
    ],
  },
};

/** `count` products "Producto 1"… at $1.000 × i, the last one newest, each with `stockOf(i)` units. */
export const numbered = (count: number, stockOf: (i: number) => number = () => 5): Products =>
  Object.fromEntries(
    Array.from({ length: count }, (_, k) => [
      `Producto ${k + 1}`,
      { priceCents: 100_000 * (k + 1), variants: [{ stock: stockOf(k + 1) }] },
    ]),
  );

/** What `specs` use of one attribute, in the order they first use it. */
const used = <T>(specs: ProductSpec[], pick: (v: VariantSpec) => T | undefined): T[] => [
  ...new Set(specs.flatMap((s) => s.variants ?? []).flatMap((v) => pick(v) ?? [])),
];

const valueId = (attribute: Attribute | null, value: string | undefined) =>
  attribute?.values.find((v) => v.value === value)?.id ?? null;

function productBody(name: string, spec: ProductSpec, color: Attribute | null, talle: Attribute | null): ProductBody {
  const variants = spec.variants ?? [{ stock: 10 }];
  const attributes = [
    color && variants.some((v) => v.colour) ? color : null,
    talle && variants.some((v) => v.size) ? talle : null,
  ].filter((a) => a !== null);
  return {
    name,
    description: spec.description ?? '',
    priceCents: spec.priceCents,
    ...(spec.priceTiers ? { priceTiers: spec.priceTiers } : {}),
    categoryId: null,
    attributeIds: attributes.map((a) => a.id),
    images: [],
    variants: variants.map((v) => ({
      sku: null,
      stock: v.stock,
      priceAdjustmentCents: v.priceAdjustmentCents ?? 0,
      isActive: true,
      values: [
        ...(v.colour && color ? [{ attributeId: color.id, attributeValueId: valueId(color, v.colour) }] : []),
        ...(v.size && talle ? [{ attributeId: talle.id, attributeValueId: valueId(talle, v.size) }] : []),
      ],
    })),
  };
}

/** Saves `products` in the signed-in owner's store `slug` (with the attributes they use), one after the other: the last is the newest. */
export async function stockCatalogue(request: APIRequestContext, slug: string, products: Products): Promise<Catalogue> {
  const specs = Object.values(products);
  const attribute = async (values: string[], body: Parameters<typeof attributeBody>[0]) =>
    values.length
      ? (await callApi(request, catalogueRoutes.createAttribute, { body: attributeBody(body) })).attribute
      : null;
  const color = await attribute(
    used(specs, (v) => v.colour),
    colourAttribute(used(specs, (v) => v.colour)),
  );
  const talle = await attribute(
    used(specs, (v) => v.size),
    sizeAttribute(used(specs, (v) => v.size)),
  );

  const saved: { spec: ProductSpec; body: ProductBody; product: StockedProduct }[] = [];
  for (const [name, spec] of Object.entries(products)) {
    const body = productBody(name, spec, color, talle);
    const { product } = await callApi(request, catalogueRoutes.createProduct, { body });
    const path = storeHref(storeBase(slug, false), 'product', {
      segment: productPathSegment(product.name, product.id),
    });
    saved.push({
      spec,
      body,
      product: { id: product.id, name: product.name, path, variantIds: product.variants.map((v) => v.id) },
    });
  }

  const find = (name: string) => {
    const entry = saved.find((s) => s.product.name === name);
    if (!entry) throw new Error(`El catálogo no tiene ${name}`);
    return entry;
  };
  const owning = (variantId: string) => {
    const entry = saved.find((s) => s.product.variantIds.includes(variantId));
    if (!entry) throw new Error(`El catálogo no tiene la variante ${variantId}`);
    return entry;
  };
  const current = async (productId: string) =>
    (await callApi(request, catalogueRoutes.getProduct, { params: { id: productId } })).product;

  return {
    storePath: storeHref(storeBase(slug, false), 'index', {}),
    products: saved.map((s) => s.product),
    product: (name) => find(name).product,
    variant(name, colour, size) {
      const { spec, product } = find(name);
      const index = (spec.variants ?? [{ stock: 0 }]).findIndex((v) => v.colour === colour && v.size === size);
      const id = product.variantIds[index];
      if (!id) throw new Error(`${name} no tiene la variante ${colour ?? ''} ${size ?? ''}`);
      return id;
    },
    async stockOf(variantId) {
      const detail = await current(owning(variantId).product.id);
      return detail.variants.find((v) => v.id === variantId)?.stock ?? -1;
    },
    async setStock(variantId, stock) {
      const { body, product } = owning(variantId);
      const now = await current(product.id);
      const variants = body.variants.map((v, i) => {
        const id = product.variantIds[i] ?? '';
        return {
          ...v,
          id,
          stock: id === variantId ? stock : (now.variants.find((x) => x.id === id)?.stock ?? v.stock),
        };
      });
      await callApi(request, catalogueRoutes.updateProduct, {
        params: { id: product.id },
        body: { ...body, variants },
      });
    },
  };
}
