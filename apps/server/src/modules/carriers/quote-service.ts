import {
  adjustedFeeCents,
  type CarrierQuoteView,
  type CarrierSettings,
  carrierOptionLabel,
  deliveryDaysText,
  type QuotePackage,
  type ShippingCarrier,
} from '@vidriera/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '@vidriera/db';
import { z } from 'zod';
import type { CarrierAnswer, CarrierClient } from './carrier-client';
import { type CarrierDeps, clientOf } from './carrier-accounts';

/*
 * Quotes (ADR 039): each connected carrier's answer for an origin, a
 * destination and a package is kept for a day (shipping_quotes), read with
 * the accounts in one statement; a carrier not in the cache is asked, at most
 * CARRIER_QUOTE_TIMEOUT_MS, and one that errs or is slower is left out. The
 * shopper's fee is the carrier's price with the store's adjustment, free from
 * the store's free-shipping amount on.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const cachedAnswer = z.object({
  rates: z.array(
    z.object({
      service: z.enum(['door', 'branch']),
      priceCents: z.number().int(),
      days: z.object({ min: z.number().int(), max: z.number().int() }),
    }),
  ),
  branches: z.array(z.object({ code: z.string(), name: z.string(), address: z.string(), postalCode: z.string() })),
});

export interface Destination {
  postalCode: string;
  province: string;
}

export const quoteKey = (settings: CarrierSettings, to: Destination, pkg: QuotePackage) =>
  [
    settings.origin.postalCode,
    to.province,
    to.postalCode,
    pkg.weightGrams,
    `${pkg.heightCm}x${pkg.widthCm}x${pkg.lengthCm}`,
  ].join('|');

/** Gives up on a promise after `ms` (the carrier's own request is aborted by the same signal). */
function within<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error('timeout'));
    }, ms);
  });
  return Promise.race([work(controller.signal), late]).finally(() => clearTimeout(timer));
}

export interface CarrierAnswers {
  carrier: ShippingCarrier;
  answer: CarrierAnswer;
}

/** Every connected carrier's answer (or only one's): from the day's cache, else from the carrier within the time limit. */
export async function carrierAnswers(
  deps: CarrierDeps,
  storeId: string,
  settings: CarrierSettings,
  to: Destination,
  pkg: QuotePackage,
  only?: ShippingCarrier,
): Promise<CarrierAnswers[]> {
  const key = quoteKey(settings, to, pkg);
  const rows = await sql<{ carrier: ShippingCarrier; credentials_sealed: string; answer: unknown }>`
    select a.carrier, a.credentials_sealed, q.answer
    from carrier_accounts a
    left join shipping_quotes q on q.store_id = a.store_id and q.carrier = a.carrier and q.quote_key = ${key} and q.expires_at > now()
    where a.store_id = ${storeId} ${only ? sql`and a.carrier = ${only}` : sql``}
    order by a.carrier
  `.execute(deps.db);
  const answers = await Promise.all(
    rows.rows.map(async (row): Promise<CarrierAnswers | null> => {
      const cached = cachedAnswer.safeParse(row.answer);
      if (row.answer && cached.success) return { carrier: row.carrier, answer: cached.data };
      const plain = deps.box.open(storeId, row.credentials_sealed);
      if (!plain) return null;
      const client: CarrierClient = clientOf(deps, row.carrier, JSON.parse(plain) as never);
      try {
        const answer = await within(deps.quoteTimeoutMs, (signal) => client.quote(settings.origin, to, pkg, signal));
        await keep(deps.db, storeId, row.carrier, key, answer);
        return { carrier: row.carrier, answer };
      } catch {
        // Left out of the options: the flat zones and the other carriers stay (ADR 039).
        return null;
      }
    }),
  );
  return answers.filter((a): a is CarrierAnswers => a !== null);
}

async function keep(
  db: Kysely<Database>,
  storeId: string,
  carrier: ShippingCarrier,
  key: string,
  answer: CarrierAnswer,
) {
  const expires = new Date(Date.now() + DAY_MS);
  const value = sql<never>`${JSON.stringify(answer)}::jsonb`;
  await db
    .insertInto('shipping_quotes')
    .values({ store_id: storeId, carrier, quote_key: key, answer: value, expires_at: expires })
    .onConflict((oc) =>
      oc.columns(['store_id', 'carrier', 'quote_key']).doUpdateSet({ answer: value, expires_at: expires }),
    )
    .execute();
}

/** The options the shopper sees: each carrier's services with the store's adjustment and free-shipping rule. */
export function quoteOptions(
  answers: readonly CarrierAnswers[],
  settings: CarrierSettings,
  goodsCents: number,
  freeAboveCents: number | null,
): CarrierQuoteView[] {
  const free = freeAboveCents !== null && goodsCents >= freeAboveCents;
  return answers.flatMap(({ carrier, answer }) =>
    answer.rates.map((rate) => ({
      carrier,
      service: rate.service,
      label: carrierOptionLabel(carrier, rate.service),
      feeCents: free ? 0 : adjustedFeeCents(rate.priceCents, settings.adjustment),
      free,
      days: rate.days,
      daysText: deliveryDaysText(rate.days),
      branches: rate.service === 'branch' ? answer.branches : [],
    })),
  );
}
