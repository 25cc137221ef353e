import { type PaymentMethodName, type StoreSettingsInput, type StoreSetupInput, storeSettingsSchema, storeSetupSchema } from '@vidriera/core';
import type { Resolver } from 'react-hook-form';
import type { Store } from '@/lib/my-store';
import { sharedSchemaResolver } from '@/lib/shared-schema-resolver';

/** What the setup inputs hold: plain strings, as typed. */
export interface StoreSetupFormValues {
  name: string;
  description: string;
  whatsappNumber: string;
  cbu: string;
}

/**
 * What the settings inputs hold: plain strings as typed, numbers for the
 * number inputs (the discount is '' when there is none), the sites one per
 * line. Every card of the screen is here: one "Guardar Cambios" saves them all.
 */
export interface StoreSettingsFormValues extends StoreSetupFormValues {
  instagramHandle: string;
  facebookPage: string;
  maxUnitsPerProduct: number;
  maxPendingOrdersPerPhone: number;
  orderOrigins: string;
  paymentMethods: PaymentMethodName[];
  transferHolder: string;
  transferDiscountPercent: number | '';
  lowStockThreshold: number;
  reservedSharePercent: number;
  unopenedReservationMinutes: number;
  expiredOrderGraceHours: number;
}

export type StoreSettingsField = keyof StoreSettingsFormValues;

/** The saved store as the settings inputs show it; a new setting is one line here, one in the values above and its input. */
export function settingsValuesOf(store: Store): StoreSettingsFormValues {
  return {
    name: store.name,
    description: store.description ?? '',
    whatsappNumber: store.whatsappNumber ?? '',
    instagramHandle: store.instagramHandle ? `@${store.instagramHandle}` : '',
    facebookPage: store.facebookPage ?? '',
    cbu: store.cbu ?? '',
    maxUnitsPerProduct: store.maxUnitsPerProduct,
    maxPendingOrdersPerPhone: store.maxPendingOrdersPerPhone,
    orderOrigins: store.orderOrigins.join('\n'),
    paymentMethods: store.paymentMethods,
    transferHolder: store.transferHolder ?? '',
    transferDiscountPercent: store.transferDiscountPercent ?? '',
    lowStockThreshold: store.lowStockThreshold,
    reservedSharePercent: store.reservedSharePercent,
    unopenedReservationMinutes: store.unopenedReservationMinutes,
    expiredOrderGraceHours: store.expiredOrderGraceHours,
  };
}

/** Validated by the shared schemas: the same rules and messages as the server. */
export const storeSetupResolver: Resolver<StoreSetupFormValues, unknown, StoreSetupInput> = sharedSchemaResolver(storeSetupSchema);
export const storeSettingsResolver: Resolver<StoreSettingsFormValues, unknown, StoreSettingsInput> = sharedSchemaResolver(storeSettingsSchema);
