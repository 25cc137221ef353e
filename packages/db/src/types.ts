/**
 * The database's tables as Kysely sees them; import them from here (or from '@vidriera/db').
 *
 * Every table and column comes from generated/database.ts, which `npm run db:types` writes from a migrated database
 * (a test fails while it differs), so a column a migration adds appears here by itself. Only what the database
 * cannot say is refined below, each over the generated table: the shape of a jsonb column and that our code writes
 * it as JSON text, and the columns PostgreSQL computes (read only).
 */
import type { ColumnType, GeneratedAlways, Selectable } from 'kysely';
import type * as Tables from './generated/database';

/** A jsonb column read as `Read` and written as JSON text (`JSON.stringify`); `Insert` adds undefined where it has a default. */
type JsonText<Read, Insert = string> = ColumnType<Read, Insert, Insert>;

/** The attributes of a line as the shopper saw them (`order_items.attributes`). */
export interface OrderItemAttribute {
  name: string;
  displayName: string;
  value: string;
  displayValue: string;
  hexColor: string | null;
}

export interface OrdersTable extends Omit<Tables.Orders, 'delivery'> {
  /** A copy of the pickup point or the address and zone (`OrderDelivery` in packages/core); null: agreed with the seller. */
  delivery: JsonText<unknown, string | null | undefined>;
}

export interface OrderItemsTable extends Omit<Tables.OrderItems, 'attributes'> {
  attributes: JsonText<OrderItemAttribute[], string | undefined>;
}

export interface StoresTable extends Omit<Tables.Stores, 'delivery_settings'> {
  /** Pickup points, shipping zones, free-shipping amount, as `deliverySettingsSchema` (packages/core) checked them. */
  delivery_settings: JsonText<unknown, string | undefined>;
}

export interface ProductSearchTable extends Omit<Tables.ProductSearch, 'document' | 'title_terms'> {
  /** All four kinds of terms together, and all but the description's, computed by PostgreSQL (migration 038). */
  document: GeneratedAlways<string>;
  title_terms: GeneratedAlways<string>;
}

export interface SearchWordsTable extends Omit<Tables.SearchWords, 'sound'> {
  sound: GeneratedAlways<string>;
}

/** A wholesale tier (migration 052; `PriceTier` in packages/core): from `minQuantity` units, `unitPriceCents` each. */
export interface PriceTierJson {
  minQuantity: number;
  unitPriceCents: number;
}

export interface ProductVariantsTable extends Omit<Tables.ProductVariants, 'images' | 'price_tiers'> {
  /** The variant's own pictures, among its product's (migration 015). */
  images: JsonText<string[], string | undefined>;
  /** The variant's own wholesale tiers (migration 052); empty: its product's apply. */
  price_tiers: JsonText<PriceTierJson[], string | undefined>;
}

export interface ProductsTable extends Omit<Tables.Products, 'price_tiers'> {
  /** The product's wholesale tiers (migration 052). */
  price_tiers: JsonText<PriceTierJson[], string | undefined>;
}

export interface JobsTable extends Omit<Tables.Jobs, 'payload'> {
  payload: JsonText<unknown, string | undefined>;
}

export interface CatalogueImportsTable extends Omit<Tables.CatalogueImports, 'failures'> {
  failures: JsonText<{ row: number; message: string }[], string | undefined>;
}

export interface Database extends Omit<
  Tables.DB,
  | 'orders'
  | 'order_items'
  | 'stores'
  | 'product_variants'
  | 'products'
  | 'jobs'
  | 'catalogue_imports'
  | 'product_search'
  | 'search_words'
> {
  orders: OrdersTable;
  order_items: OrderItemsTable;
  stores: StoresTable;
  product_search: ProductSearchTable;
  search_words: SearchWordsTable;
  product_variants: ProductVariantsTable;
  products: ProductsTable;
  jobs: JobsTable;
  catalogue_imports: CatalogueImportsTable;
}

export type StoreDomainsTable = Tables.StoreDomains;

// The values a column's CHECK constraint allows, as the generated types list them.
export type OrderStatus = Tables.Orders['status'];
export type PaymentMethod = NonNullable<Tables.Orders['payment_method']>;
export type PaymentStatus = Selectable<Tables.Orders>['payment_status'];
export type DomainCheckResult = NonNullable<Tables.StoreDomains['check_result']>;
export type AttributeType = Tables.Attributes['attribute_type'];
