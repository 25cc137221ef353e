/**
 * The tables as the migrations leave them, read from a migrated database by kysely-codegen
 * (packages/db/src/generate-types.ts). Do not edit: after changing a migration run `npm run db:types`.
 * What the database cannot say (JSON shapes, columns only PostgreSQL writes) is refined in packages/db/src/types.ts.
 */

import type { ColumnType } from 'kysely';

export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;

export type Json = JsonValue;

export type JsonArray = JsonValue[];

export type JsonObject = {
  [x: string]: JsonValue | undefined;
};

export type JsonPrimitive = boolean | number | string | null;

export type JsonValue = JsonArray | JsonObject | JsonPrimitive;

export type Numeric = ColumnType<string, number | string, number | string>;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface AbandonedCheckouts {
  client_key_hash: string;
  created_at: Generated<Timestamp>;
  customer_email: string | null;
  customer_name: string;
  customer_phone: string;
  id: Generated<string>;
  lines: Json;
  phone_key: string;
  reminded_at: Timestamp | null;
  store_id: string;
  total_cents: number;
  updated_at: Generated<Timestamp>;
}

export interface Accounts {
  access_token: string | null;
  access_token_expires_at: Timestamp | null;
  account_id: string;
  created_at: Generated<Timestamp>;
  id: Generated<string>;
  id_token: string | null;
  password: string | null;
  provider_id: string;
  refresh_token: string | null;
  refresh_token_expires_at: Timestamp | null;
  scope: string | null;
  updated_at: Generated<Timestamp>;
  user_id: string;
}

export interface AppSettings {
  key: string;
  value: string;
}

export interface Attributes {
  attribute_type: 'text' | 'select' | 'number' | 'boolean';
  created_at: Generated<Timestamp>;
  display_name: string;
  id: Generated<string>;
  is_required: Generated<boolean>;
  name: string;
  sort_order: Generated<number>;
  store_id: string;
}

export interface AttributeValues {
  attribute_id: string;
  display_value: string;
  hex_color: string | null;
  id: Generated<string>;
  sort_order: Generated<number>;
  store_id: string;
  value: string;
}

export interface CarrierAccounts {
  account_name: string;
  carrier: 'correo_argentino' | 'oca';
  connected_at: Generated<Timestamp>;
  credentials_sealed: string;
  store_id: string;
}

export interface CatalogueImports {
  created: number | null;
  created_at: Generated<Timestamp>;
  csv: string | null;
  error: string | null;
  failures: Generated<Json>;
  file_hash: string;
  finished_at: Timestamp | null;
  id: Generated<string>;
  pictures_to_fetch: number | null;
  products_total: number;
  rows_done: Generated<number>;
  rows_total: number;
  started_at: Timestamp | null;
  state: Generated<'queued' | 'running' | 'done' | 'failed'>;
  store_id: string;
  updated: number | null;
}

export interface Categories {
  created_at: Generated<Timestamp>;
  description: string | null;
  id: Generated<string>;
  name: string;
  parent_id: string | null;
  store_id: string;
}

export interface CustomerKeys {
  customer_id: string;
  key: string;
  store_id: string;
}

export interface Customers {
  created_at: Generated<Timestamp>;
  email: string | null;
  id: Generated<string>;
  name: string;
  notes: Generated<string>;
  phone: string | null;
  store_id: string;
  tags: Generated<string[]>;
  updated_at: Generated<Timestamp>;
}

export interface DiscountCodes {
  category_ids: Generated<string[]>;
  code: string;
  created_at: Generated<Timestamp>;
  ends_at: Timestamp | null;
  id: Generated<string>;
  kind: 'percent' | 'fixed';
  max_uses: number | null;
  max_uses_per_phone: number | null;
  min_purchase_cents: number | null;
  paused: Generated<boolean>;
  product_ids: Generated<string[]>;
  starts_at: Timestamp | null;
  store_id: string;
  updated_at: Generated<Timestamp>;
  uses_count: Generated<number>;
  value: number;
}

export interface ImportPictures {
  created_at: Generated<Timestamp>;
  error: string | null;
  finished_at: Timestamp | null;
  id: Generated<string>;
  position: number;
  product_id: string;
  row_number: number;
  source_url: string;
  state: Generated<'pending' | 'done' | 'failed'>;
  store_id: string;
  url: string | null;
  variant_ids: Generated<string[]>;
}

export interface Jobs {
  attempts: Generated<number>;
  created_at: Generated<Timestamp>;
  finished_at: Timestamp | null;
  id: Generated<string>;
  kind: string;
  last_error: string | null;
  locked_until: Timestamp | null;
  max_attempts: Generated<number>;
  outcome: string | null;
  payload: Generated<Json>;
  retakes: Generated<number>;
  run_at: Generated<Timestamp>;
  singleton_key: string | null;
  state: Generated<'pending' | 'running' | 'done' | 'dead'>;
}

export interface MercadoPagoAccounts {
  access_token_encrypted: string;
  authorization_lost_at: Timestamp | null;
  confirm_on_payment: Generated<boolean>;
  connected_at: Generated<Timestamp>;
  connected_by: Generated<'token' | 'oauth'>;
  email: string | null;
  mp_user_id: string;
  nickname: string | null;
  refresh_token_encrypted: string | null;
  store_id: string;
  token_expires_at: Timestamp | null;
  updated_at: Generated<Timestamp>;
  webhook_secret_encrypted: string | null;
}

export interface MercadoPagoNotifications {
  received_at: Generated<Timestamp>;
  request_id: string;
  store_id: string;
}

export interface OrderItems {
  attributes: Generated<Json>;
  discount_cents: Generated<number>;
  id: Generated<string>;
  order_id: string;
  position: number;
  product_id: string | null;
  product_name: string;
  promotion_discount_cents: Generated<number>;
  promotion_id: string | null;
  promotion_name: string | null;
  quantity: number;
  sku: string | null;
  store_id: string;
  total_cents: number;
  unit_price_cents: number;
  variant_id: string | null;
}

export interface Orders {
  code_discount_cents: Generated<number>;
  created_at: Generated<Timestamp>;
  customer_email: string | null;
  customer_id: string | null;
  customer_name: string;
  customer_phone: string | null;
  customer_phone_key: string | null;
  delivery: Json | null;
  discount_code: string | null;
  discount_code_id: string | null;
  dispatch_carrier: 'correo_argentino' | 'andreani' | 'oca' | 'via_cargo' | 'other' | null;
  dispatch_state: 'shipped' | 'ready_for_pickup' | 'delivered' | null;
  dispatch_tracking: string | null;
  dispatched_at: Timestamp | null;
  expired_at: Timestamp | null;
  id: Generated<string>;
  idempotency_key: string | null;
  mp_checked_at: Timestamp | null;
  mp_checkout_url: string | null;
  mp_installments: number | null;
  mp_payment_id: string | null;
  mp_payment_method: string | null;
  mp_preference_id: string | null;
  payment_method: 'cash' | 'transfer' | 'mercadopago' | 'other' | null;
  payment_received_at: Timestamp | null;
  payment_status: Generated<
    'pending' | 'received' | 'rejected' | 'refunded' | 'charged_back' | 'amount_mismatch' | 'paid_without_stock'
  >;
  placed_from: string | null;
  promotion_discount_cents: Generated<number>;
  request_hash: string | null;
  reservation_ended_at: Timestamp | null;
  seller_opened_at: Timestamp | null;
  shipping_fee_cents: number | null;
  shopper_token_hash: string | null;
  source: 'storefront' | 'admin';
  status: 'pending' | 'processing' | 'completed' | 'cancelled';
  stock_deducted: Generated<boolean>;
  store_id: string;
  total_cents: number;
  traffic_source: 'instagram' | 'facebook' | 'whatsapp' | 'google' | 'tiktok' | 'email' | 'other' | 'direct' | null;
  transfer_discount_cents: Generated<number>;
  updated_at: Generated<Timestamp>;
  without_reservation: Generated<boolean>;
}

export interface OrderStatusHistory {
  changed_by: string | null;
  created_at: Generated<Timestamp>;
  from_status: 'pending' | 'processing' | 'completed' | 'cancelled' | null;
  id: Generated<string>;
  order_id: string;
  store_id: string;
  to_status: 'pending' | 'processing' | 'completed' | 'cancelled';
}

export interface ProductAttributes {
  attribute_id: string;
  is_required: Generated<boolean>;
  product_id: string;
  store_id: string;
}

export interface ProductCategories {
  category_id: string;
  position: Generated<number>;
  product_id: string;
  store_id: string;
}

export interface ProductHandles {
  created_at: Generated<Timestamp>;
  handle: string;
  product_id: string;
  store_id: string;
}

export interface ProductImages {
  created_at: Generated<Timestamp>;
  id: Generated<string>;
  position: number;
  product_id: string;
  store_id: string;
  url: string;
}

export interface Products {
  age_group: 'newborn' | 'infant' | 'toddler' | 'kids' | 'adult' | null;
  brand: Generated<string>;
  category_id: string | null;
  created_at: Generated<Timestamp>;
  description: Generated<string>;
  gender: 'female' | 'male' | 'unisex' | null;
  id: Generated<string>;
  is_active: Generated<boolean>;
  is_service: Generated<boolean>;
  name: string;
  price_cents: number;
  price_tiers: Generated<Json>;
  product_type_id: string | null;
  requires_stock: Generated<boolean>;
  store_id: string;
  tags: Generated<string[]>;
  updated_at: Generated<Timestamp>;
}

export interface ProductSearch {
  body_terms: string;
  detail_terms: string;
  document: Generated<string | null>;
  head_terms: string;
  name_terms: string;
  product_id: string;
  store_id: string;
  title_terms: Generated<string | null>;
}

export interface ProductTypes {
  created_at: Generated<Timestamp>;
  id: Generated<string>;
  name: string;
  store_id: string;
}

export interface ProductVariants {
  barcode: string | null;
  compare_at_price_cents: number | null;
  created_at: Generated<Timestamp>;
  id: Generated<string>;
  images: Generated<Json>;
  is_active: Generated<boolean>;
  position: Generated<number>;
  price_adjustment_cents: Generated<number>;
  price_tiers: Generated<Json>;
  product_id: string;
  reserved_units: Generated<number>;
  reserved_units_valid_until: Timestamp | null;
  sku: string | null;
  stock: Generated<number>;
  store_id: string;
  value_ids: Generated<string[]>;
  weight_grams: number | null;
}

export interface Promotions {
  buy_quantity: number | null;
  category_ids: Generated<string[]>;
  created_at: Generated<Timestamp>;
  ends_at: Timestamp | null;
  id: Generated<string>;
  kind: 'bundle' | 'nth_unit' | 'percent' | 'fixed';
  max_per_order: number | null;
  min_purchase_cents: number | null;
  min_quantity: number | null;
  name: string;
  paused: Generated<boolean>;
  pay_quantity: number | null;
  product_ids: Generated<string[]>;
  starts_at: Timestamp | null;
  store_id: string;
  updated_at: Generated<Timestamp>;
  value: number;
}

export interface PushKeys {
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  private_key_sealed: string;
  public_key: string;
}

export interface PushSubscriptions {
  auth: string;
  created_at: Generated<Timestamp>;
  enabled: Generated<boolean>;
  endpoint: string;
  id: Generated<string>;
  label: string;
  last_sent_at: Timestamp | null;
  p256dh: string;
  store_id: string;
  user_id: string;
}

export interface RateLimits {
  count: number;
  id: Generated<string>;
  key: string;
  last_request: number;
}

export interface SearchQueries {
  day: Timestamp;
  query: string;
  results: number;
  searches: Generated<number>;
  store_id: string;
}

export interface SearchWords {
  in_description_only: Generated<boolean>;
  shown: string;
  sound: Generated<string | null>;
  store_id: string;
  word: string;
}

export interface Sessions {
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  id: Generated<string>;
  ip_address: string | null;
  second_factor: Generated<boolean>;
  token: string;
  updated_at: Generated<Timestamp>;
  user_agent: string | null;
  user_id: string;
}

export interface Shipments {
  carrier: 'correo_argentino' | 'oca';
  carrier_number: string | null;
  created_at: Generated<Timestamp>;
  delivered: Generated<boolean>;
  error_message: string | null;
  events: Generated<Json>;
  label_url: string | null;
  order_id: string;
  state: 'requested' | 'created' | 'failed';
  store_id: string;
  tracking_code: string | null;
  updated_at: Generated<Timestamp>;
}

export interface ShippingQuotes {
  answer: Json;
  carrier: 'correo_argentino' | 'oca';
  expires_at: Timestamp;
  quote_key: string;
  store_id: string;
}

export interface StockReservations {
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  id: Generated<string>;
  order_id: string;
  quantity: number;
  store_id: string;
  variant_id: string;
}

export interface StoreDomains {
  check_result: 'verified' | 'txt_missing' | 'txt_mismatch' | 'not_pointing' | 'dns_error' | 'taken' | null;
  checked_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  domain: string;
  failing_since: Timestamp | null;
  store_id: string;
  token: string;
  verified_at: Timestamp | null;
}

export interface Stores {
  abandoned_reminder_minutes: number | null;
  banner_url: string | null;
  carrier_settings: Json | null;
  catalogue_version: Generated<number>;
  cbu: string | null;
  created_at: Generated<Timestamp>;
  delivery_settings: Generated<Json>;
  description: Generated<string>;
  expired_order_grace_hours: Generated<number>;
  facebook_page: string | null;
  ga4_measurement_id: string | null;
  id: Generated<string>;
  instagram_handle: string | null;
  is_active: Generated<boolean>;
  logo_url: string | null;
  low_stock_threshold: Generated<number>;
  max_pending_orders_per_phone: Generated<number>;
  max_units_per_product: Generated<number>;
  meta_conversions_token_sealed: string | null;
  meta_pixel_id: string | null;
  name: string;
  order_origins: Generated<string[]>;
  owner_id: string;
  pages_version: Generated<number>;
  payment_methods: Generated<('cash' | 'transfer' | 'mercadopago' | 'other')[]>;
  reserved_share_percent: Generated<number>;
  search_synonyms: Generated<string>;
  slug: string;
  transfer_discount_percent: number | null;
  transfer_holder: string | null;
  unopened_reservation_minutes: Generated<number>;
  unopened_share_percent: Generated<number>;
  updated_at: Generated<Timestamp>;
  whatsapp_number: string | null;
  wholesale_min_order_cents: number | null;
  wholesale_min_units: number | null;
}

export interface StoreVisitors {
  cart_started: Generated<boolean>;
  day: Timestamp;
  page_views: Generated<number>;
  product_views: Generated<number>;
  source: 'instagram' | 'facebook' | 'whatsapp' | 'google' | 'tiktok' | 'email' | 'other' | 'direct';
  store_id: string;
  visitor: string;
}

export interface TwoFactors {
  backup_codes: string;
  failed_verification_count: Generated<number>;
  id: Generated<string>;
  locked_until: Timestamp | null;
  secret: string;
  user_id: string;
  verified: Generated<boolean>;
}

export interface Uploads {
  bytes: number;
  created_at: Generated<Timestamp>;
  id: Generated<string>;
  kind: 'logo' | 'banner' | 'product';
  store_id: string;
  url: string;
}

export interface UsedChallenges {
  expires_at: Timestamp;
  signature: string;
}

export interface UserRoles {
  created_at: Generated<Timestamp>;
  role: 'super_admin' | 'store_admin';
  user_id: string;
}

export interface Users {
  created_at: Generated<Timestamp>;
  email: string;
  email_verified: Generated<boolean>;
  first_name: Generated<string>;
  id: Generated<string>;
  image: string | null;
  last_name: Generated<string>;
  name: string;
  two_factor_enabled: Generated<boolean>;
  updated_at: Generated<Timestamp>;
}

export interface VariantValues {
  attribute_id: string;
  attribute_value_id: string | null;
  boolean_value: boolean | null;
  number_value: Numeric | null;
  store_id: string;
  text_value: string | null;
  variant_id: string;
}

export interface Verifications {
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  id: Generated<string>;
  identifier: string;
  updated_at: Generated<Timestamp>;
  value: string;
}

export interface VisitSalts {
  day: Timestamp;
  salt: Buffer;
}

export interface DB {
  abandoned_checkouts: AbandonedCheckouts;
  accounts: Accounts;
  app_settings: AppSettings;
  attribute_values: AttributeValues;
  attributes: Attributes;
  carrier_accounts: CarrierAccounts;
  catalogue_imports: CatalogueImports;
  categories: Categories;
  customer_keys: CustomerKeys;
  customers: Customers;
  discount_codes: DiscountCodes;
  import_pictures: ImportPictures;
  jobs: Jobs;
  mercado_pago_accounts: MercadoPagoAccounts;
  mercado_pago_notifications: MercadoPagoNotifications;
  order_items: OrderItems;
  order_status_history: OrderStatusHistory;
  orders: Orders;
  product_attributes: ProductAttributes;
  product_categories: ProductCategories;
  product_handles: ProductHandles;
  product_images: ProductImages;
  product_search: ProductSearch;
  product_types: ProductTypes;
  product_variants: ProductVariants;
  products: Products;
  promotions: Promotions;
  push_keys: PushKeys;
  push_subscriptions: PushSubscriptions;
  rate_limits: RateLimits;
  search_queries: SearchQueries;
  search_words: SearchWords;
  sessions: Sessions;
  shipments: Shipments;
  shipping_quotes: ShippingQuotes;
  stock_reservations: StockReservations;
  store_domains: StoreDomains;
  store_visitors: StoreVisitors;
  stores: Stores;
  two_factors: TwoFactors;
  uploads: Uploads;
  used_challenges: UsedChallenges;
  user_roles: UserRoles;
  users: Users;
  variant_values: VariantValues;
  verifications: Verifications;
  visit_salts: VisitSalts;
}
