import type { Migration } from 'kysely';
import * as accounts from './001-accounts';
import * as stores from './002-stores';
import * as catalogue from './003-catalogue';
import * as orders from './004-orders';
import * as rowLevelSecurity from './005-row-level-security';
import * as orderHistory from './006-order-history';
import * as reservedUnits from './007-reserved-units';
import * as abuseResistance from './008-abuse-resistance';
import * as storePagesVersion from './011-store-pages-version';
import * as orderPayment from './012-order-payment';
import * as storePaymentSettings from './013-store-payment-settings';
import * as productSearch from './014-product-search';
import * as variantPictures from './015-variant-pictures';
import * as jobs from './016-jobs';
import * as sessionSecondFactor from './017-session-second-factor';
import * as hoardingRoundTwo from './018-hoarding-round-two';
import * as rowLevelSecurityFailClosed from './019-row-level-security-fail-closed';
import * as catalogueBrandBarcodeTags from './020-catalogue-brand-barcode-tags';
import * as mercadoPago from './021-mercado-pago';
import * as searchTags from './022-search-tags';
import * as importPictures from './023-import-pictures';
import * as delivery from './024-delivery';
import * as expiredOrders from './025-expired-orders';
import * as discountCodes from './026-discount-codes';
import * as storeDomains from './027-store-domains';
import * as catalogueImports from './028-catalogue-imports';
import * as catalogueTreeWeightPictures from './030-catalogue-tree-weight-pictures';
import * as mercadoPagoAuthorizationLost from './032-mercado-pago-authorization-lost';
import * as productGenderAgeGroup from './033-product-gender-age-group';
import * as pendingOrdersByAddress from './034-pending-orders-by-address';
import * as jobsByStore from './035-jobs-by-store';
import * as reservationCeiling from './036-reservation-ceiling';
import * as storePagesVersionOnStore from './037-store-pages-version-on-store';
import * as catalogueSearch from './038-catalogue-search';
import * as jobRetakes from './039-job-retakes';
import * as searchIndexes from './040-search-indexes';
import * as variantValueIds from './041-variant-value-ids';
import * as carrierAccounts from './042-carrier-accounts';
import * as shippingQuotes from './043-shipping-quotes';
import * as shipments from './044-shipments';
import * as customers from './045-customers';
import * as storeVisits from './046-store-visits';
import * as statisticsIndexes from './047-statistics-indexes';
import * as pushSubscriptions from './048-push-subscriptions';
import * as abandonedCheckouts from './049-abandoned-checkouts';
import * as storeMeasurement from './050-store-measurement';
import * as promotions from './051-promotions';
import * as priceTiers from './052-price-tiers';
import * as wholesaleMinimum from './053-wholesale-minimum';
import * as churnAutovacuum from './058-churn-autovacuum';
import * as storesRowChurn from './059-stores-row-churn';
import * as storeCatalogueVersion from './060-store-catalogue-version';
import * as timeOrderedIds from './061-time-ordered-ids';
import * as catalogueTriggersInBulk from './062-catalogue-triggers-in-bulk';

/** Every migration, in order. Names are permanent once released. */
export const migrations: Record<string, Migration> = {
  '001-accounts': accounts,
  '002-stores': stores,
  '003-catalogue': catalogue,
  '004-orders': orders,
  '005-row-level-security': rowLevelSecurity,
  '006-order-history': orderHistory,
  '007-reserved-units': reservedUnits,
  '008-abuse-resistance': abuseResistance,
  '011-store-pages-version': storePagesVersion,
  '012-order-payment': orderPayment,
  '013-store-payment-settings': storePaymentSettings,
  '014-product-search': productSearch,
  '015-variant-pictures': variantPictures,
  '016-jobs': jobs,
  '017-session-second-factor': sessionSecondFactor,
  '018-hoarding-round-two': hoardingRoundTwo,
  '019-row-level-security-fail-closed': rowLevelSecurityFailClosed,
  '020-catalogue-brand-barcode-tags': catalogueBrandBarcodeTags,
  '021-mercado-pago': mercadoPago,
  '022-search-tags': searchTags,
  '023-import-pictures': importPictures,
  '024-delivery': delivery,
  '025-expired-orders': expiredOrders,
  '026-discount-codes': discountCodes,
  '027-store-domains': storeDomains,
  '028-catalogue-imports': catalogueImports,
  '030-catalogue-tree-weight-pictures': catalogueTreeWeightPictures,
  '032-mercado-pago-authorization-lost': mercadoPagoAuthorizationLost,
  '033-product-gender-age-group': productGenderAgeGroup,
  '034-pending-orders-by-address': pendingOrdersByAddress,
  '035-jobs-by-store': jobsByStore,
  '036-reservation-ceiling': reservationCeiling,
  '037-store-pages-version-on-store': storePagesVersionOnStore,
  '038-catalogue-search': catalogueSearch,
  '039-job-retakes': jobRetakes,
  '040-search-indexes': searchIndexes,
  '041-variant-value-ids': variantValueIds,
  '042-carrier-accounts': carrierAccounts,
  '043-shipping-quotes': shippingQuotes,
  '044-shipments': shipments,
  '045-customers': customers,
  '046-store-visits': storeVisits,
  '047-statistics-indexes': statisticsIndexes,
  '048-push-subscriptions': pushSubscriptions,
  '049-abandoned-checkouts': abandonedCheckouts,
  '050-store-measurement': storeMeasurement,
  '051-promotions': promotions,
  '052-price-tiers': priceTiers,
  '053-wholesale-minimum': wholesaleMinimum,
  '058-churn-autovacuum': churnAutovacuum,
  '059-stores-row-churn': storesRowChurn,
  '060-store-catalogue-version': storeCatalogueVersion,
  '061-time-ordered-ids': timeOrderedIds,
  '062-catalogue-triggers-in-bulk': catalogueTriggersInBulk,
};
