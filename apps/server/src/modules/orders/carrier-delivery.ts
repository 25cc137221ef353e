import {
  type CarrierSettings,
  type DeliveryChoice,
  type OrderCarrierChoice,
  type ShippingCarrier,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { invalid } from '../../shared/app-error';
import type { CarrierDeps } from '../carriers/carrier-accounts';
import { packageOfItems } from '../carriers/package-lines';
import { carrierAnswers } from '../carriers/quote-service';

export const BRANCH_GONE = 'Esa sucursal ya no está disponible. Elige otra.';
export const CHOOSE_BRANCH = 'Elige la sucursal donde retirar tu pedido.';

/**
 * The carrier price of a storefront order, quoted again by the server before
 * the order's transaction (ADR 039): from the day's cache, else from the
 * carrier within its time limit. Null, and the order takes the flat zone,
 * when the shopper chose no carrier, the store has none set up, or the carrier
 * errs or is too slow: a carrier never fails an order. The browser's price is
 * never read. Only an order with a carrier choice pays these round trips.
 */
export async function requoteCarrier(
  deps: CarrierDeps | undefined,
  db: Kysely<Database>,
  store: { id: string; carrier_settings: CarrierSettings | null },
  items: readonly { variantId: string; quantity: number }[],
  choice: DeliveryChoice | undefined,
): Promise<OrderCarrierChoice | null> {
  if (!deps || !choice || choice.method !== 'shipping' || !choice.carrier || !store.carrier_settings) return null;
  const { carrier, service, branchCode } = choice.carrier;
  if (service === 'branch' && !branchCode) throw invalid('delivery.carrier.branchCode', CHOOSE_BRANCH);
  const settings = store.carrier_settings;
  const { pkg } = await packageOfItems(db, store.id, settings, items);
  const to = { postalCode: choice.address.postalCode, province: choice.address.province };
  const [found] = await carrierAnswers(deps, store.id, settings, to, pkg, carrier as ShippingCarrier);
  const rate = found?.answer.rates.find((r) => r.service === service);
  if (!found || !rate) return null;
  const branch = service === 'branch' ? (found.answer.branches.find((b) => b.code === branchCode) ?? null) : null;
  if (service === 'branch' && !branch) throw invalid('delivery.carrier.branchCode', BRANCH_GONE);
  return { carrier, service, branch, quotedCents: rate.priceCents, days: rate.days };
}
