import { type CreateClientInput, createClientSchema } from '@vidriera/core';
import type { Resolver } from 'react-hook-form';
import { sharedSchemaResolver } from '@/lib/shared-schema-resolver';

/** What the create-client inputs hold: plain strings, as typed. */
export interface ClientFormValues {
  firstName: string;
  lastName: string;
  email: string;
  whatsappNumber: string;
  password: string;
  storeName: string;
  storeDescription: string;
  storeSlug: string;
}

export const CLIENT_FORM_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'whatsappNumber',
  'password',
  'storeName',
  'storeDescription',
  'storeSlug',
] as const satisfies readonly (keyof ClientFormValues)[];

export const emptyClientForm: ClientFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  whatsappNumber: '',
  password: '',
  storeName: '',
  storeDescription: '',
  storeSlug: '',
};

/** Validated by the shared schema (docs/product/super-admin.md): "Nombre es requerido", "Email no válido", … */
export const clientFormResolver: Resolver<ClientFormValues, unknown, CreateClientInput> =
  sharedSchemaResolver(createClientSchema);
