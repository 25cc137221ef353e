import type { Page } from '@playwright/test';
import { expect } from './test';

/** "Confirmar y Contactar Vendedor", then the WhatsApp message its window opens (each spec answers wa.me with a stub page). */
export async function confirmAndReadWhatsApp(shopper: Page): Promise<string> {
  const popupPromise = shopper.waitForEvent('popup');
  await shopper.getByRole('button', { name: 'Confirmar y Contactar Vendedor' }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const message = new URL(popup.url()).searchParams.get('text') ?? '';
  await popup.close();
  return message;
}

/** "Realizar Pedido por WhatsApp" with the total the dialog must show, then the message sent. */
export async function orderAndReadMessage(shopper: Page, total: string): Promise<string> {
  await shopper.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }).click();
  await expect(shopper.getByRole('dialog', { name: 'Confirmar Pedido' }).getByText(total).last()).toBeVisible();
  return confirmAndReadWhatsApp(shopper);
}
