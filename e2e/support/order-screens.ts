import { type Page } from '@playwright/test';
import type { Catalogue } from './catalogue';
import { chosenOption } from './select';

/*
 * The order screens as the orders-*.spec.ts journeys walk them. Their
 * catalogue's "Remera Lisa" is in the shared Color × Talle attributes (Rojo S 3
 * units, Rojo M none, Azul M 2; support/fixtures.ts).
 */

/** The T-shirt's variants by "Color/Talle", their stock read and saved through the owner's API. */
export function remeraLisa(catalogue: Catalogue) {
  const variants = {
    'Rojo/S': catalogue.variant('Remera Lisa', 'rojo', 'S'),
    'Rojo/M': catalogue.variant('Remera Lisa', 'rojo', 'M'),
    'Azul/M': catalogue.variant('Remera Lisa', 'azul', 'M'),
  };
  type Key = keyof typeof variants;
  return {
    variants,
    stock: (key: Key) => catalogue.stockOf(variants[key]),
    setStock: (key: Key, stock: number) => catalogue.setStock(variants[key], stock),
  };
}

const statusSelect = (page: Page, customer: string) =>
  page.getByRole('combobox', { name: `Estado del pedido de ${customer}` });

/** The status an order's select shows. */
export const shownStatus = (page: Page, customer: string) => chosenOption(statusSelect(page, customer));

export async function chooseStatus(page: Page, customer: string, label: string) {
  await statusSelect(page, customer).selectOption({ label });
}
