/**
 * The database's tables as Kysely sees them, one file per area under tables/;
 * import them from here (or from '@vidriera/db').
 */
import type {
  UsersTable,
  SessionsTable,
  AccountsTable,
  VerificationsTable,
  UserRolesTable,
  TwoFactorsTable,
} from './tables/accounts';
import type { AppSettingsTable, RateLimitsTable, UsedChallengesTable, JobsTable } from './tables/platform';
import type {
  StoresTable,
  StoreDomainsTable,
  UploadsTable,
  MercadoPagoAccountsTable,
  MercadoPagoNotificationsTable,
} from './tables/stores';
import type {
  CategoriesTable,
  ProductCategoriesTable,
  ProductTypesTable,
  ProductsTable,
  ProductImagesTable,
  AttributesTable,
  AttributeValuesTable,
  ProductAttributesTable,
  ProductVariantsTable,
  VariantValuesTable,
  ImportPicturesTable,
  CatalogueImportsTable,
  ProductHandlesTable,
} from './tables/catalogue';
import type {
  OrdersTable,
  OrderItemsTable,
  StockReservationsTable,
  OrderStatusHistoryTable,
  DiscountCodesTable,
} from './tables/orders';

export type * from './tables/accounts';
export type * from './tables/platform';
export type * from './tables/stores';
export type * from './tables/catalogue';
export type * from './tables/orders';

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
