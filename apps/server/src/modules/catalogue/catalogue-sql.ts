import { sql } from 'kysely';

/* SQL pieces the storefront's reads, the feed and the CSV export share. */

/** The text of a variant value (`vv`, its `av`): shown value, text, number or Sí/No. */
export const VALUE_TEXT = sql`coalesce(av.display_value, vv.text_value, vv.number_value::text, case when vv.boolean_value then 'Sí' when not vv.boolean_value then 'No' end)`;

/**
 * A variant's (`v` of product `p`) price before a promotion, only when it is
 * above the price now (docs/product/catalogue.md, "Marca, código de barras,
 * etiquetas y precio anterior"): a price change may have left it below.
 */
export const COMPARE_AT = sql`case when v.compare_at_price_cents > p.price_cents + v.price_adjustment_cents then v.compare_at_price_cents end`;
