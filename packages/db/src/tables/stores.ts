import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, CreatedAt, UpdatedAt } from './columns';
import type { PaymentMethod } from './orders';

// A store, its own domain, its uploads and its Mercado Pago connection.

export interface StoresTable {
  id: Generated<string>;
  owner_id: string;
  name: string;
  description: Generated<string>;
  slug: string;
  whatsapp_number: string | null;
  instagram_handle: string | null;
  facebook_page: string | null;
  cbu: string | null;
  logo_url: string | null;
  banner_url: string | null;
  is_active: Generated<boolean>;
  /** Units of one variant a storefront order may take (the reservation policy, docs/product/orders.md). */
  max_units_per_product: Generated<number>;
  /** Pending storefront orders one phone number may hold at once. */
  max_pending_orders_per_phone: Generated<number>;
  /** Other sites' origins whose pages may place storefront orders. */
  order_origins: Generated<string[]>;
  /** Percent of a variant's stock one address's (or phone's) unconfirmed storefront orders may reserve in an hour (migration 018). */
  reserved_share_percent: Generated<number>;
  /** Percent of a variant's stock that storefront orders the seller has not opened may hold together, 0–100 (migration 036). */
  unopened_share_percent: Generated<number>;
  /** How long a storefront order's reservation lasts until the seller opens the order. */
  unopened_reservation_minutes: Generated<number>;
  /** Hours after its reservation ran out that an unconfirmed storefront order is closed as "Vencido" (migration 025). */
  expired_order_grace_hours: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Raised by triggers with every change of what the store's pages show (migration 011). */
  pages_version: Generated<number>;
  /** How shoppers may pay (migration 013); transfer counts only while `cbu` is set. */
  payment_methods: Generated<PaymentMethod[]>;
  /** The name on the transfer account. */
  transfer_holder: string | null;
  /** Whole percent off an order paid by transfer (1–50), or none. */
  transfer_discount_percent: number | null;
  /** Variants with this many available units or fewer count as low on stock. */
  low_stock_threshold: Generated<number>;
  /** Pickup points, shipping zones, free-shipping amount (migration 024), as `deliverySettingsSchema` (packages/core) checked them; written as JSON text. */
  delivery_settings: ColumnType<unknown, string | undefined, string>;
}

/** A store's own domain and its DNS verification (migration 027, docs/decisions/023-own-domain.md). */

export interface StoreDomainsTable {
  store_id: string;
  /** Lowercase ASCII (punycode), no trailing dot. */
  domain: string;
  /** What the `_vidriera.{domain}` TXT record must say. */
  token: string;
  verified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  checked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  check_result: DomainCheckResult | null;
  /** When checks of a verified domain began to fail (the grace before it is taken away). */
  failing_since: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

export type DomainCheckResult = 'verified' | 'txt_missing' | 'txt_mismatch' | 'not_pointing' | 'dns_error' | 'taken';

export interface UploadsTable {
  id: Generated<string>;
  store_id: string;
  url: string;
  kind: 'logo' | 'banner' | 'product';
  bytes: number;
  created_at: CreatedAt;
}

/** A store's Mercado Pago connection; credentials encrypted (migration 021). */

export interface MercadoPagoAccountsTable {
  store_id: string;
  mp_user_id: string;
  nickname: string | null;
  email: string | null;
  connected_by: Generated<'token' | 'oauth'>;
  access_token_encrypted: string;
  refresh_token_encrypted: string | null;
  token_expires_at: Timestamp | null;
  /** When Mercado Pago refused to renew the OAuth authorisation; null while it holds (migration 032). */
  authorization_lost_at: Timestamp | null;
  /** Null for an OAuth connection: its notifications are signed with the platform's secret (MP_WEBHOOK_SECRET). */
  webhook_secret_encrypted: string | null;
  confirm_on_payment: Generated<boolean>;
  /** When the owner last connected (a new token replaces the old one). */
  connected_at: UpdatedAt;
  updated_at: UpdatedAt;
}

/** Notifications already accepted, by their x-request-id (migration 021). */

export interface MercadoPagoNotificationsTable {
  store_id: string;
  request_id: string;
  received_at: CreatedAt;
}
