/*
 * Abandoned checkouts' rules the store pages need too (docs/product/abandoned-checkouts.md), without zod: the cart's
 * island imports them (the 80 KB budget).
 */

/** The tick's words, in the cart and in the documentation. */
export const ABANDONED_CHECKOUT_CONSENT = 'Quiero que la tienda me escriba si no termino el pedido';
/** Days a checkout is kept after it was last saved, then deleted. */
export const ABANDONED_CHECKOUT_DAYS = 7;
