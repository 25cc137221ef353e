import {
  deliverySettingsSchema,
  firstIssue,
  type PaymentMethodName,
  type StoreSettingsInput,
  type StoreSetupInput,
  storeSettingsSchema,
  storeSetupSchema,
} from '@vidriera/core';
import type { Resolver } from 'react-hook-form';
import type { Store } from '@/lib/my-store';
import { sharedSchemaResolver } from '@/lib/shared-schema-resolver';
import { type DeliveryForm, deliveryBody, toDeliveryForm, whereIs } from './delivery-settings-form';

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
  unopenedSharePercent: number;
  unopenedReservationMinutes: number;
  expiredOrderGraceHours: number;
  /** "Entregas" as typed (amounts in pesos); saved with the rest. */
  delivery: DeliveryForm;
  /** "Búsqueda": the merchant's synonyms, a group a line. */
  searchSynonyms: string;
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
    unopenedSharePercent: store.unopenedSharePercent,
    unopenedReservationMinutes: store.unopenedReservationMinutes,
    expiredOrderGraceHours: store.expiredOrderGraceHours,
    delivery: toDeliveryForm(store.delivery),
    searchSynonyms: store.searchSynonyms,
  };
}

/** Validated by the shared schemas: the same rules and messages as the server. */
export const storeSetupResolver: Resolver<StoreSetupFormValues, unknown, StoreSetupInput> =
  sharedSchemaResolver(storeSetupSchema);

/** The settings as the API takes them: "Entregas" in cents and lists. */
type SettingsBody = Omit<StoreSettingsFormValues, 'delivery'> & { delivery: ReturnType<typeof deliveryBody> };
const settingsSchemaResolver: Resolver<SettingsBody, unknown, StoreSettingsInput> =
  sharedSchemaResolver(storeSettingsSchema);

/**
 * The whole screen through the shared schema, "Entregas" turned into what the
 * API takes first; a wrong delivery setting is one message for its card,
 * naming its row ("Zona 2: …").
 */
export const storeSettingsResolver: Resolver<StoreSettingsFormValues, unknown, StoreSettingsInput> = async (
  values,
  context,
  options,
) => {
  const delivery = deliveryBody(values.delivery);
  const { names, fields, criteriaMode, shouldUseNativeValidation } = options;
  const result = await settingsSchemaResolver({ ...values, delivery }, context, {
    names,
    fields,
    criteriaMode,
    shouldUseNativeValidation,
  });
  const { delivery: deliveryError, ...errors } = result.errors;
  if (Object.keys(result.errors).length === 0) return result;
  if (!deliveryError) return { values: {}, errors };
  const checked = deliverySettingsSchema.safeParse(delivery);
  const { field, message } = checked.success
    ? { field: '', message: deliveryError.message ?? '' }
    : firstIssue(checked.error);
  return { values: {}, errors: { ...errors, delivery: { type: 'validate', message: `${whereIs(field)}${message}` } } };
};
