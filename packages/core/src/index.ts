/*
 * The domain core, grouped by the same areas as the server and the web: each folder holds an area's rules, its
 * route table entries (`*-api.ts`) and its response shapes (`*-contracts.ts`); `shared/` what every area uses.
 * Everything is imported from here (`@vidriera/core`).
 */

// shared
export * from './shared/app-paths';
export * from './shared/common-contracts';
export * from './shared/date-time';
export * from './shared/define-route';
export * from './shared/error-table';
export * from './shared/generic-error';
export * from './shared/error-status';
export * from './shared/errors';
export * from './shared/health-contracts';
export * from './shared/images';
export * from './shared/money';
export * from './shared/natural-order';
export * from './shared/rich-text';
export * from './shared/single-line';
export * from './shared/slug';

// auth
export * from './auth/account-api';
export * from './auth/account-contracts';
export * from './auth/auth-base-path';
export * from './auth/auth-calls';
export * from './auth/auth';
export * from './auth/password-rules';
export * from './auth/roles';

// stores
export * from './stores/payment-details';
export * from './stores/shop-address';
export * from './stores/store-api';
export * from './stores/store-contracts';
export * from './stores/store';
export * from './stores/store-fields';
export * from './stores/store-payment-settings';
export * from './stores/search-synonyms';

// catalogue
export * from './catalogue/catalogue-api';
export * from './catalogue/catalogue-contracts';
export * from './catalogue/catalogue-csv';
export * from './catalogue/catalogue';
export * from './catalogue/product-feed';
export * from './catalogue/product-input';
export * from './catalogue/product-search';
export * from './catalogue/stock';

// abandoned checkouts
export * from './abandoned-checkouts/abandoned-checkout-api';
export * from './abandoned-checkouts/abandoned-checkout-contracts';
export * from './abandoned-checkouts/abandoned-checkout-message';

// measurement (pixels, consent, Conversions API)
export * from './measurement/measurement-api';
export * from './measurement/measurement-contracts';

// push (the seller's devices)
export * from './push/push-api';
export * from './push/push-contracts';

// storefront
export * from './storefront/catalogue-filters';
export * from './storefront/price-form';
export * from './storefront/public-api';
export * from './storefront/public-contracts';
export * from './storefront/store-page-contracts';
export * from './storefront/store-page-routes';
export * from './storefront/store-routes';
export * from './storefront/suggestion-contracts';
export * from './storefront/storefront';
export * from './storefront/variant-choice';

// statistics
export * from './statistics/statistics-api';
export * from './statistics/statistics-contracts';
export * from './statistics/traffic-source';

// customers
export * from './customers/customer-api';
export * from './customers/customer-contracts';

// carriers
export * from './carriers/carriers';
export * from './carriers/carrier-contracts';
export * from './carriers/carriers-api';
// orders
export * from './orders/customer-form';
export * from './orders/delivery-contracts';
export * from './orders/delivery-schemas';
export * from './orders/delivery';
export * from './orders/order-api';
export * from './orders/order-export';
export * from './orders/order-contracts';
export * from './orders/order-form';
export * from './orders/order-input';
export * from './orders/order-message';
export * from './orders/orders';
export * from './orders/payment-methods';
export * from './orders/public-order-contracts';
export * from './orders/reservation-policy';
export * from './orders/postal-code-provinces';
export * from './orders/shipping-address';
export * from './orders/total-steps';

// discounts
export * from './discounts/discount-api';
export * from './discounts/discount-codes';
export * from './discounts/discount-contracts';
export * from './discounts/discount-text';
export * from './discounts/promotion-rules';
export * from './discounts/promotion-combination';
export * from './discounts/wholesale';
export * from './discounts/cart-pricing';
export * from './discounts/promotion-api';
export * from './discounts/promotion-contracts';
export * from './discounts/promotion-public-contracts';

// mercado-pago
export * from './mercado-pago/mercado-pago-contracts';
export * from './mercado-pago/mercado-pago-texts';

// domains
export * from './domains/domain-api';
export * from './domains/own-domain-contracts';
export * from './domains/own-domain';

// super-admin
export * from './super-admin/client-welcome';
export * from './super-admin/super-admin-api';
export * from './super-admin/super-admin-contracts';

export * from './route-table';
