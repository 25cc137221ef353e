import { CBU_MAX, STORE_DESCRIPTION_MAX, STORE_NAME_MAX } from '@vidriera/core';

/**
 * The store's own data as both store forms (setup and settings) ask for it:
 * each input's label where they agree, its limits and its keyboard. Each form
 * adds the input's id, its error and what it says of its own (a hint, a
 * placeholder).
 */
export const STORE_INPUTS = {
  name: { label: 'Nombre de la tienda *', maxLength: STORE_NAME_MAX, autoComplete: 'organization', required: true },
  description: { rows: 3, maxLength: STORE_DESCRIPTION_MAX, placeholder: 'Cuenta en pocas palabras qué vendes' },
  whatsappNumber: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  cbu: { label: 'CBU/Alias', maxLength: CBU_MAX, placeholder: 'Ej: mi.tienda.mp' },
} as const;
