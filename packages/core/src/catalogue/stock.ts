/*
 * Stock rules both sides use, without zod: the store pages import them, and
 * must not pull the form schemas into their first download.
 */

/** The most units of one variant an order line may ask for. */
export const ORDER_QUANTITY_MAX = 1000;

/**
 * How many units of a variant one order can take: its available units, or the
 * per-order ceiling for products that keep no stock (availability null).
 */
export function orderableUnits(availableStock: number | null): number {
  return availableStock ?? ORDER_QUANTITY_MAX;
}

/**
 * Why a variant's stock cannot go below the units pending storefront orders
 * hold (docs/product/catalogue.md, "Stock"): those orders could not be
 * confirmed. Confirming or cancelling them ends their reservation.
 */
export const stockBelowReservedMessage = (reserved: number) =>
  `Hay ${reserved} ${reserved === 1 ? 'unidad reservada' : 'unidades reservadas'} por pedidos pendientes de la tienda: el stock no puede ser menor que ${reserved}. Confirma o cancela esos pedidos antes de bajarlo.`;
