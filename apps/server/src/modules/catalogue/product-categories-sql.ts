import { sql } from 'kysely';

/*
 * Which categories a product `p` belongs to (docs/product/catalogue.md,
 * "Categorías"): each of its own (`product_categories`) and the parent of
 * each, so a product in "Mujer > Remeras" is in "Mujer" too. The storefront
 * filter, the admin list and a discount code limited to categories read it.
 */
export const PRODUCT_CATEGORY_IDS = sql<string[]>`array(
    select c.id from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = p.id
    union
    select c.parent_id from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = p.id and c.parent_id is not null)`;

/** `p` is in the category or in one of its children. */
export const IN_CATEGORY = (categoryId: string) => sql<boolean>`${categoryId}::uuid = any(${PRODUCT_CATEGORY_IDS})`;
