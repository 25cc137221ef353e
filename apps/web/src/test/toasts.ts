import { screen, within } from '@testing-library/preact';

/** A toast with this text (sonner's "Notifications" region), as the person sees it. */
export async function findToast(text: string | RegExp): Promise<HTMLElement> {
  const wait = { timeout: 5000 };
  return within(await screen.findByRole('region', { name: /Notifications/ }, wait)).findByText(text, {}, wait);
}
