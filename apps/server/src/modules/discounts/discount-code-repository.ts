import {
  DISCOUNT_CODE_MESSAGES,
  type DiscountCodeCheck,
  type DiscountCodeInput,
  type DiscountCodeUses,
  type DiscountCodeView,
  discountRefusal,
  formatPrice,
  lineEligible,
  shortOrderId,
  DISCOUNT_CODE_NOT_FOUND,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { PRODUCT_CATEGORY_IDS } from '../catalogue/product-categories-sql';
import { conflict, invalid, notFound } from '../../shared/app-error';
import { isUniqueViolation } from '../../shared/db-errors';
import { discountRuleOf } from './discount-code-rows';
import { type OfferValues, writeOfferRow } from './offer-row-write';

type Row = Database['discount_codes'] extends infer T ? { [K in keyof T]: unknown } : never;

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/** The owner's view of a code, with its state now. */
export function discountCodeView(row: Row, now = new Date()): DiscountCodeView {
  const r = row as unknown as Parameters<typeof discountRuleOf>[0] & { id: string; uses_count: number };
  const rule = discountRuleOf(r);
  const usesCount = Number(r.uses_count);
  const state = rule.paused
    ? 'paused'
    : rule.endsAt && now >= rule.endsAt
      ? 'expired'
      : rule.startsAt && now < rule.startsAt
        ? 'scheduled'
        : rule.maxUses !== null && usesCount >= rule.maxUses
          ? 'exhausted'
          : 'active';
  return {
    id: r.id,
    code: rule.code,
    kind: rule.kind,
    value: rule.value,
    minPurchaseCents: rule.minPurchaseCents,
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
    maxUses: rule.maxUses,
    maxUsesPerPhone: rule.maxUsesPerPhone,
    categoryIds: [...rule.categoryIds],
    productIds: [...rule.productIds],
    paused: rule.paused,
    usesCount,
    state,
  };
}

export async function listDiscountCodes(db: Kysely<Database>, storeId: string): Promise<DiscountCodeView[]> {
  const rows = await db
    .selectFrom('discount_codes')
    .selectAll()
    .where('store_id', '=', storeId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => discountCodeView(r as unknown as Row));
}

const values = (input: DiscountCodeInput): OfferValues<'discount_codes'> => ({
  code: input.code,
  kind: input.kind,
  value: input.value,
  min_purchase_cents: input.minPurchaseCents,
  starts_at: input.startsAt,
  ends_at: input.endsAt,
  max_uses: input.maxUses,
  max_uses_per_phone: input.maxUsesPerPhone,
  category_ids: input.categoryIds,
  product_ids: input.productIds,
  paused: input.paused,
});

/** Creates or edits a code: the same text twice in a store is refused (409, field `code`). Uses already counted stay. */
export async function saveDiscountCode(
  db: Kysely<Database>,
  storeId: string,
  id: string | null,
  input: DiscountCodeInput,
): Promise<DiscountCodeView> {
  try {
    const row = await writeOfferRow(db, 'discount_codes', storeId, id, values(input));
    if (!row) throw notFound(DISCOUNT_CODE_NOT_FOUND);
    return discountCodeView(row as unknown as Row);
  } catch (error) {
    if (isUniqueViolation(error, 'discount_codes_store_id_code_key'))
      throw conflict('DISCOUNT_CODE_TAKEN', undefined, 'code');
    throw error;
  }
}

export async function setDiscountCodePaused(
  db: Kysely<Database>,
  storeId: string,
  id: string,
  paused: boolean,
): Promise<DiscountCodeView> {
  const row = await writeOfferRow(db, 'discount_codes', storeId, id, { paused });
  if (!row) throw notFound(DISCOUNT_CODE_NOT_FOUND);
  return discountCodeView(row as unknown as Row);
}

/** The orders that used a code, newest first (cancelled ones too: they gave their use back). */
export async function discountCodeUses(db: Kysely<Database>, storeId: string, id: string): Promise<DiscountCodeUses> {
  const code = await db
    .selectFrom('discount_codes')
    .select('id')
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  if (!code) throw notFound(DISCOUNT_CODE_NOT_FOUND);
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'customer_name', 'status', 'expired_at', 'code_discount_cents', 'total_cents', 'created_at'])
    .where('store_id', '=', storeId)
    .where('discount_code_id', '=', id)
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute();
  return {
    uses: rows.map((r) => ({
      orderId: r.id,
      number: shortOrderId(r.id),
      customerName: r.customer_name,
      status: r.status,
      expired: r.expired_at !== null,
      discountCents: Number(r.code_discount_cents),
      totalCents: Number(r.total_cents),
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}

/**
 * The cart's check before ordering (no lock, nothing counted): the code's
 * rule and which of the cart's variants it covers, or its refusal. The order
 * decides again, under the code's lock (orders/order-checks.ts).
 */
export async function checkDiscountCode(
  db: Kysely<Database>,
  storeId: string,
  code: string,
  variantIds: string[],
): Promise<DiscountCodeCheck> {
  const row = await db
    .selectFrom('discount_codes')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) throw invalid('discountCode', DISCOUNT_CODE_MESSAGES.unknown);
  const variants = await sql<{ id: string; product_id: string; category_ids: string[] }>`
    select v.id, v.product_id, ${PRODUCT_CATEGORY_IDS} as category_ids from product_variants v join products p on p.id = v.product_id
    where v.store_id = ${storeId} and v.id in (${sql.join(variantIds)}) and v.is_active and p.is_active
  `.execute(db);
  const rule = discountRuleOf(row as unknown as Parameters<typeof discountRuleOf>[0]);
  const lines = variants.rows.map((v) => ({ totalCents: 1, productId: v.product_id, categoryIds: v.category_ids }));
  // The minimum depends on quantities the cart knows: judged there with the same rule, and again by the order.
  const refusal = discountRefusal({ ...rule, minPurchaseCents: null }, lines, {
    now: new Date(),
    usesCount: Number(row.uses_count),
    phoneUses: null,
  });
  if (refusal)
    throw invalid(
      'discountCode',
      refusal === 'minimum' ? DISCOUNT_CODE_MESSAGES.minimum(formatPrice(0)) : DISCOUNT_CODE_MESSAGES[refusal],
    );
  return {
    code: rule.code,
    kind: rule.kind,
    value: rule.value,
    minPurchaseCents: rule.minPurchaseCents,
    eligibleVariantIds: variants.rows
      .filter((v) => lineEligible(rule, { productId: v.product_id, categoryIds: v.category_ids }))
      .map((v) => v.id),
  };
}
