import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, CreatedAt, UpdatedAt } from './columns';

// Orders, their lines, reservations and history, and the discount codes they use.

export type OrderStatus = 'pending' | 'processing' | 'completed' | 'cancelled';

export type PaymentMethod = 'cash' | 'transfer' | 'mercadopago' | 'other';

export type PaymentStatus =
  'pending' | 'received' | 'rejected' | 'refunded' | 'charged_back' | 'amount_mismatch' | 'paid_without_stock';

export interface OrdersTable {
  id: Generated<string>;
  store_id: string;
  source: 'storefront' | 'admin';
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
  payment_method: PaymentMethod | null;
  status: OrderStatus;
  total_cents: number;
  stock_deducted: Generated<boolean>;
  idempotency_key: string | null;
  request_hash: string | null;
  /** A storefront order's phone as digits, for the pending-orders-per-phone limit. */
  customer_phone_key: string | null;
  /** The client address a storefront order came from (an IPv6 client by its /64). */
  placed_from: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Payment apart from progress (migration 012). */
  payment_status: Generated<PaymentStatus>;
  payment_received_at: Timestamp | null;
  /** Cents the transfer discount took off the total (already out of total_cents). */
  transfer_discount_cents: Generated<number>;
  /** SHA-256 (hex) of the shopper's order-page token. */
  shopper_token_hash: string | null;
  /** When the owner first opened the order (its reservation then lasts RESERVATION_TTL; migration 018). */
  seller_opened_at: Timestamp | null;
  /** A storefront order taken "sin reserva": the store's ceiling for unopened orders was full, so it holds no units (migration 036). */
  without_reservation: Generated<boolean>;
  /** Mercado Pago Checkout Pro (migration 021): the preference and the payment as Mercado Pago last answered. */
  mp_preference_id: string | null;
  mp_checkout_url: string | null;
  mp_payment_id: string | null;
  mp_payment_method: string | null;
  mp_installments: number | null;
  mp_checked_at: Timestamp | null;
  /** When its reservation ran out, kept once the expired rows are deleted (migration 025). */
  reservation_ended_at: Timestamp | null;
  /** Closed automatically as "Vencido" (a cancelled order; migration 025). */
  expired_at: Timestamp | null;
  /** How the order reaches the shopper (migration 024): a copy of the pickup point or the address and zone (`OrderDelivery` in packages/core); null: agreed with the seller. */
  delivery: ColumnType<unknown, string | null | undefined, string | null>;
  /** The shipping fee, already in total_cents; null while "a convenir" or without delivery. */
  shipping_fee_cents: number | null;
  dispatch_state: 'shipped' | 'ready_for_pickup' | null;
  dispatch_carrier: 'correo_argentino' | 'andreani' | 'oca' | 'via_cargo' | 'other' | null;
  dispatch_tracking: string | null;
  dispatched_at: Timestamp | null;
  /** The discount code the order used (migration 026); the id is cleared if the code is deleted, the text stays. */
  discount_code_id: string | null;
  discount_code: string | null;
  /** Cents the code took off the lines (already out of total_cents). */
  code_discount_cents: Generated<number>;
}

/** The attributes of a line as the shopper saw them. */

export interface OrderItemAttribute {
  name: string;
  displayName: string;
  value: string;
  displayValue: string;
  hexColor: string | null;
}

export interface OrderItemsTable {
  id: Generated<string>;
  store_id: string;
  order_id: string;
  position: number;
  product_id: string | null;
  variant_id: string | null;
  product_name: string;
  sku: string | null;
  attributes: ColumnType<OrderItemAttribute[], string, string>;
  quantity: number;
  unit_price_cents: number;
  total_cents: number;
  /** This line's share of the discount code (migration 026). */
  discount_cents: Generated<number>;
}

export interface StockReservationsTable {
  id: Generated<string>;
  store_id: string;
  order_id: string;
  variant_id: string;
  quantity: number;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface OrderStatusHistoryTable {
  id: Generated<string>;
  store_id: string;
  order_id: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  changed_by: string | null;
  created_at: CreatedAt;
}

/** A store's discount code (migration 026); `code` normalised (discount-codes.ts in packages/core). */

export interface DiscountCodesTable {
  id: Generated<string>;
  store_id: string;
  code: string;
  kind: 'percent' | 'fixed';
  /** A whole percent (1–100) or cents. */
  value: number;
  min_purchase_cents: number | null;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  max_uses: number | null;
  max_uses_per_phone: number | null;
  category_ids: ColumnType<string[], string[] | undefined, string[]>;
  product_ids: ColumnType<string[], string[] | undefined, string[]>;
  paused: Generated<boolean>;
  /** Orders holding a use (not cancelled). */
  uses_count: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
