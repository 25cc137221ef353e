import { type StoreSettingsInput, type StoreSetupInput, storeSettingsSchema, storeSetupSchema } from '@vidriera/core';
import type { Resolver } from 'react-hook-form';
import { sharedSchemaResolver } from '@/lib/shared-schema-resolver';

/** What the setup inputs hold: plain strings, as typed. */
export interface StoreSetupFormValues {
  name: string;
  description: string;
  whatsappNumber: string;
  cbu: string;
}

/** What the settings inputs hold: plain strings as typed, the reservation policy's numbers, its sites one per line. */
export interface StoreSettingsFormValues extends StoreSetupFormValues {
  instagramHandle: string;
  facebookPage: string;
  maxUnitsPerProduct: number;
  maxPendingOrdersPerPhone: number;
  orderOrigins: string;
  reservedSharePercent: number;
  unopenedReservationMinutes: number;
}

/** Validated by the shared schemas: the same rules and messages as the server. */
export const storeSetupResolver: Resolver<StoreSetupFormValues, unknown, StoreSetupInput> = sharedSchemaResolver(storeSetupSchema);
export const storeSettingsResolver: Resolver<StoreSettingsFormValues, unknown, StoreSettingsInput> = sharedSchemaResolver(storeSettingsSchema);
