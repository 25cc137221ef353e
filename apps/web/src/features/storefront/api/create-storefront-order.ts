import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { publicApi, type StorefrontOrderResult } from '@vidriera/core';

export interface StorefrontOrderBody {
  items: { variantId: string; quantity: number }[];
  customerName: string;
  customerPhone: string;
  customerEmail?: string;
}

export interface CreateStorefrontOrderInput {
  slug: string;
  body: StorefrontOrderBody;
  /** The same key for a retried submission, so the server answers with the same order. */
  idempotencyKey: string;
}

/** POST /api/public/stores/{slug}/orders: reserves the units and returns the WhatsApp link (409 when stock is short). */
export function createStorefrontOrder({ slug, body, idempotencyKey }: CreateStorefrontOrderInput) {
  return api.post<StorefrontOrderResult>(publicApi.orders(slug), body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useCreateStorefrontOrder() {
  return useMutation({ mutationFn: createStorefrontOrder });
}
