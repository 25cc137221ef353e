/**
 * The error table's INTERNAL message (error-table.ts): every 500, and what a
 * screen shows when a call failed with no refusal to show. In a module of its
 * own so a store page's first script (apps/web/src/lib/toast.ts) takes this
 * text alone, not the table.
 */
export const GENERIC_ERROR_MESSAGE = 'Ocurrió un error inesperado. Intenta nuevamente.';
