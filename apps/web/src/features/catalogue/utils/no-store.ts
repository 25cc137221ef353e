import { isApiError } from '@/lib/api-client';

/** The server's answer for an owner without a store; useStoreRequired already tells them and leaves. */
export const isNoStoreError = (error: unknown) => isApiError(error, 404) && error.message === 'No se encontró tu tienda.';
