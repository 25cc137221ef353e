import { publicApi, type StorefrontOrderInput, type StorefrontOrderResult } from '@vidriera/core';
import { api } from '@/lib/api-client';

export interface CreateStorefrontOrderInput {
  slug: string;
  body: StorefrontOrderInput;
  /** The same key for a retried submission, so the server answers with the same order. */
  idempotencyKey: string;
}

/** POST /api/public/stores/{slug}/orders: reserves the units and returns the WhatsApp link (409 when stock is short). */
export function createStorefrontOrder({ slug, body, idempotencyKey }: CreateStorefrontOrderInput) {
  return api.post<StorefrontOrderResult>(publicApi.orders(slug), body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
