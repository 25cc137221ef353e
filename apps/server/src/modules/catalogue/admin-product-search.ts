import type { Database } from '@vidriera/db';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { planFromAnalysis, readQueryAnalysis } from '../search/query-analysis';
import { planNamesValues, planScore, variantWithValues } from '../search/search-sql';

/**
 * The owner's product search (docs/product/catalogue.md, "Buscar productos"): the storefront's engine (the words,
 * their typos and synonyms, the store's and the trade's; modules/search/) over every product, active or not and
 * whatever its stock, and the products one of whose variants has that SKU or barcode, or one that begins so,
 * first (an exact code before a beginning); a query typed as a code that some product has finds only those.
 */
export interface AdminProductSearch {
  /** Whether `p` (with its search row `ps`) is found. */
  match: RawBuilder<boolean>;
  /** How well: a code first, then the words' score (search-sql.ts). */
  codeRank: RawBuilder<number>;
  score: RawBuilder<number>;
}

export async function adminProductSearch(
  db: Kysely<Database>,
  storeId: string,
  query: string,
): Promise<AdminProductSearch> {
  const plan = await planFromAnalysis(db, await readQueryAnalysis(db, storeId, query));
  const code = query.toLowerCase();
  const codeRank = sql<number>`(select coalesce(max(case when lower(v.sku) = ${code} or lower(v.barcode) = ${code}
      then 2 else 1 end), 0)
    from product_variants v where v.product_id = p.id
      and (starts_with(lower(v.sku), ${code}) or starts_with(lower(coalesce(v.barcode, '')), ${code})))`;
  // The storefront's match (storefront/word-matches.ts) without its "in stock" (a variant with the colours and sizes
  // typed, or a name that says them) nor its preference for names: the owner looks for what she has.
  const words = sql<boolean>`(not ${plan.empty} and (${plan.text}::tsquery is null or ps.document @@ ${plan.text}::tsquery)
    ${
      plan.values.length === 0
        ? sql``
        : sql`and (exists (select 1 from product_variants v where v.product_id = p.id
            and ${variantWithValues(plan.values)}) or ${planNamesValues(plan)})`
    })`;
  // Typed as a code (a digit, a dash…) and some variant has it: it answers alone ("rl-m" is a SKU, not "rl" and "m").
  const codeLike = /[^\p{L}\s]/u.test(query);
  const codeFound = sql<boolean>`(${codeLike} and exists (select 1 from product_variants v
    where v.store_id = ${storeId}::uuid
      and (starts_with(lower(v.sku), ${code}) or starts_with(lower(coalesce(v.barcode, '')), ${code}))))`;
  return {
    match: sql<boolean>`(${codeRank} > 0 or (not ${codeFound} and coalesce(${words}, false)))`,
    codeRank,
    score: sql<number>`coalesce(${planScore(plan)}, 0)`,
  };
}
