import { type RawBuilder, sql } from 'kysely';
import { AVAILABLE_UNITS } from '../stock/availability';
import type { SearchPlan } from './search-plan';

/*
 * The search as SQL over a product `p` and its `product_search` row `ps` (docs/product/storefront.md, "Búsqueda"),
 * for the owner's product search (catalogue/admin-product-search.ts): how well it matches a plan (search-plan.ts).
 * The storefront matches the same plan in memory (storefront/word-matches.ts), by the same rules; word-matches.test.ts
 * holds the two to the same answers. The text of each fragment depends on nothing but its shape, so the statements
 * around it stay prepared; the plan's parts travel as parameters.
 */

/** `v` can be sold now: on sale, with units available or keeping no stock (modules/stock/availability.ts). */
export const VARIANT_IN_STOCK = sql<boolean>`(v.is_active and coalesce(${AVAILABLE_UNITS} > 0, true))`;

/**
 * `v` carries one value of each group (one group an attribute: a colour of the chosen ones and a size of the chosen
 * ones, in the same variant), read from the value ids its row keeps (migration 041). The statement's text says how
 * many groups there are, never which values: none is `true`.
 */
export const variantWithValues = (groups: string[][], variant: RawBuilder<unknown> = sql`v`) =>
  groups.length === 0
    ? sql<boolean>`true`
    : sql<boolean>`(${sql.join(
        groups.map((ids) => sql`${variant}.value_ids && ${ids}::uuid[]`),
        sql` and `,
      )})`;

/** The product's name says the colours and sizes typed ("remera negra" names "Remera Negra"); true when none was. */
export const planNamesValues = (plan: SearchPlan) =>
  plan.valueText === null
    ? sql<boolean>`true`
    : sql<boolean>`(ps.head_terms || ps.name_terms) @@ ${plan.valueText}::tsquery`;

/**
 * How well it matches: each group found in the kind of product (its name's first word) or its category weighs 8,
 * elsewhere in its name 4, in its brand, tags, colours or sizes 2, only in its description 1; found in the name adds
 * 2 (a "Remera" above a buzo filed under Remeras). So a word in a name or category always ranks above the same word
 * only in a description.
 */
export const planScore = (plan: SearchPlan) =>
  plan.groups.length === 0
    ? sql<number>`0`
    : sql<number>`(${sql.join(
        // One term a group, written out (the statement's text says how many groups, never which): no subquery a row.
        plan.groups.map((group) => {
          const g = sql`${group}::tsquery`;
          return sql`(case when ps.head_terms @@ ${g} then 8 when ps.name_terms @@ ${g} then 4
            when ps.detail_terms @@ ${g} then 2 else 1 end + case when ps.name_terms @@ ${g} then 2 else 0 end)`;
        }),
        sql` + `,
      )})`;
