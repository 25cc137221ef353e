import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * For whom a product is, when the merchant says so: Google Merchant Center's
 * gender and age group, which the product feed sends on each of the
 * product's items (docs/product/catalogue.md, "Feed de productos"). Null
 * means not set, and the feed leaves them out. The values are those of
 * PRODUCT_GENDERS and PRODUCT_AGE_GROUPS in packages/core/src/catalogue/product-input.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `ALTER TABLE products
       ADD COLUMN gender text CHECK (gender IN ('female', 'male', 'unisex')),
       ADD COLUMN age_group text CHECK (age_group IN ('newborn', 'infant', 'toddler', 'kids', 'adult'));`,
  );
}
