import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  image: string | null;
  first_name: string;
  last_name: string;
  two_factor_enabled: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  /** The session passed the second step (migration 017). */
  second_factor: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccountsTable {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Timestamp | null;
  refresh_token_expires_at: Timestamp | null;
  scope: string | null;
  password: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RateLimitsTable {
  id: string;
  key: string;
  count: number;
  last_request: ColumnType<string, number | string, number | string>;
}

export interface UserRolesTable {
  user_id: string;
  role: 'super_admin' | 'store_admin';
  created_at: Generated<Date>;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

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

export interface CategoriesTable {
  id: Generated<string>;
  store_id: string;
  name: string;
  description: string | null;
  created_at: CreatedAt;
  /** Its parent (migration 030): a tree of two levels, a parent has none. */
  parent_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A product's categories (migration 030), its first (position 0) also `products.category_id`. */
export interface ProductCategoriesTable {
  store_id: string;
  product_id: string;
  category_id: string;
  position: Generated<number>;
}

export interface ProductTypesTable {
  id: Generated<string>;
  store_id: string;
  name: string;
  created_at: CreatedAt;
}

export interface ProductsTable {
  id: Generated<string>;
  store_id: string;
  category_id: string | null;
  product_type_id: string | null;
  name: string;
  description: Generated<string>;
  price_cents: number;
  is_active: Generated<boolean>;
  is_service: Generated<boolean>;
  requires_stock: Generated<boolean>;
  /** Migration 020: the maker's name ('' when none) and the merchant's tags. */
  brand: Generated<string>;
  tags: Generated<string[]>;
  /** Migration 033: for whom the product is, as Google Merchant Center names it; null when not set. */
  gender: Generated<'female' | 'male' | 'unisex' | null>;
  age_group: Generated<'newborn' | 'infant' | 'toddler' | 'kids' | 'adult' | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Kept by PostgreSQL from name and description (migration 014): read only. */
  search_vector: ColumnType<string, never, never>;
  name_terms: ColumnType<string[], never, never>;
}

export interface ProductImagesTable {
  id: Generated<string>;
  store_id: string;
  product_id: string;
  position: number;
  url: string;
  created_at: CreatedAt;
}

export type AttributeType = 'text' | 'select' | 'number' | 'boolean';

export interface AttributesTable {
  id: Generated<string>;
  store_id: string;
  name: string;
  display_name: string;
  attribute_type: AttributeType;
  is_required: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: CreatedAt;
}

export interface AttributeValuesTable {
  id: Generated<string>;
  store_id: string;
  attribute_id: string;
  value: string;
  display_value: string;
  hex_color: string | null;
  sort_order: Generated<number>;
}

export interface ProductAttributesTable {
  store_id: string;
  product_id: string;
  attribute_id: string;
  is_required: Generated<boolean>;
}

export interface ProductVariantsTable {
  id: Generated<string>;
  store_id: string;
  product_id: string;
  sku: string | null;
  stock: Generated<number>;
  price_adjustment_cents: Generated<number>;
  is_active: Generated<boolean>;
  position: Generated<number>;
  created_at: CreatedAt;
  /** Units held by the variant's reservation rows, kept by a trigger (migration 007). */
  reserved_units: Generated<number>;
  /** Earliest expiry among those rows: until then every counted unit is actively reserved. */
  reserved_units_valid_until: Date | null;
  /** Raised by a trigger with every update of the row (migration 011). */
  pages_version: Generated<number>;
  /** The variant's own pictures, among its product's, as a JSON list (migration 015). */
  images: ColumnType<string[], string | undefined, string>;
  /** Migration 020: GTIN or the shop's own code, and the price before a promotion (a full price). */
  barcode: ColumnType<string | null, string | null | undefined, string | null>;
  compare_at_price_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 030: the variant's weight in whole grams, null when unknown. */
  weight_grams: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface VariantValuesTable {
  store_id: string;
  variant_id: string;
  attribute_id: string;
  attribute_value_id: string | null;
  text_value: string | null;
  number_value: string | null;
  boolean_value: boolean | null;
}

export type OrderStatus = 'pending' | 'processing' | 'completed' | 'cancelled';
export type PaymentMethod = 'cash' | 'transfer' | 'mercadopago' | 'other';
export type PaymentStatus = 'pending' | 'received' | 'rejected' | 'refunded' | 'charged_back' | 'amount_mismatch' | 'paid_without_stock';

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

export interface TwoFactorsTable {
  id: string;
  user_id: string;
  secret: string;
  backup_codes: string;
  verified: Generated<boolean>;
  failed_verification_count: Generated<number>;
  locked_until: Timestamp | null;
}

export interface UploadsTable {
  id: Generated<string>;
  store_id: string;
  url: string;
  kind: 'logo' | 'banner' | 'product';
  bytes: number;
  created_at: CreatedAt;
}

/** A picture an import names by address, to fetch after it commits (migration 023). */
export interface ImportPicturesTable {
  id: Generated<string>;
  store_id: string;
  product_id: string;
  row_number: number;
  position: number;
  source_url: string;
  variant_ids: ColumnType<string[], string[] | undefined, string[]>;
  state: ColumnType<'pending' | 'done' | 'failed', 'pending' | 'done' | 'failed' | undefined, 'pending' | 'done' | 'failed'>;
  url: string | null;
  error: string | null;
  created_at: CreatedAt;
  finished_at: Timestamp | null;
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

export type CatalogueImportState = 'queued' | 'running' | 'done' | 'failed';

/** A confirmed "Importar CSV" and its job's progress (migration 028, docs/decisions/025-import-as-a-job.md). */
export interface CatalogueImportsTable {
  id: Generated<string>;
  store_id: string;
  state: ColumnType<CatalogueImportState, CatalogueImportState | undefined, CatalogueImportState>;
  file_hash: string;
  csv: string | null;
  rows_total: number;
  rows_done: ColumnType<number, number | undefined, number>;
  products_total: number;
  created: number | null;
  updated: number | null;
  pictures_to_fetch: number | null;
  error: string | null;
  failures: ColumnType<{ row: number; message: string }[], string | undefined, string>;
  created_at: CreatedAt;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
}

/** A product's address on the platform it was imported from, to match photos of a ZIP (migration 028). */
export interface ProductHandlesTable {
  store_id: string;
  handle: string;
  product_id: string;
  created_at: CreatedAt;
}

export type JobState = 'pending' | 'running' | 'done' | 'dead';

/** One piece of background work (migration 016, docs/decisions/016-job-queue.md). */
export interface JobsTable {
  id: Generated<string>;
  kind: string;
  payload: ColumnType<unknown, string | undefined, string>;
  state: Generated<JobState>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: string | null;
  /** How a finished job ended, when it matters (an owner e-mail 'sent' or gathered into a digest). */
  outcome: string | null;
  /** At most one pending job per key (one per schedule, one digest per store). */
  singleton_key: string | null;
  created_at: CreatedAt;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Proof-of-work solutions already used, kept until their challenge expires (migration 018). */
export interface UsedChallengesTable {
  signature: string;
  expires_at: Timestamp;
}

export interface Database {
  mercado_pago_accounts: MercadoPagoAccountsTable;
  mercado_pago_notifications: MercadoPagoNotificationsTable;
  jobs: JobsTable;
  order_status_history: OrderStatusHistoryTable;
  orders: OrdersTable;
  discount_codes: DiscountCodesTable;
  order_items: OrderItemsTable;
  stock_reservations: StockReservationsTable;
  stores: StoresTable;
  categories: CategoriesTable;
  product_types: ProductTypesTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  attributes: AttributesTable;
  attribute_values: AttributeValuesTable;
  product_attributes: ProductAttributesTable;
  product_categories: ProductCategoriesTable;
  product_variants: ProductVariantsTable;
  variant_values: VariantValuesTable;
  app_settings: AppSettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  rate_limits: RateLimitsTable;
  used_challenges: UsedChallengesTable;
  user_roles: UserRolesTable;
  two_factors: TwoFactorsTable;
  uploads: UploadsTable;
  import_pictures: ImportPicturesTable;
  store_domains: StoreDomainsTable;
  catalogue_imports: CatalogueImportsTable;
  product_handles: ProductHandlesTable;
}
