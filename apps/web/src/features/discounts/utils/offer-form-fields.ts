import { parseAmountToCents } from '@vidriera/core';

/*
 * What the "Códigos" and "Promociones" forms share: how a typed field becomes the value the server takes, and how the
 * server's schema errors come back to the fields (docs/product/orders.md, "Códigos de descuento" and "Promociones").
 */

/** "2026-12-01T10:00" in the device's time zone, as a datetime-local input holds it. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** An optional whole number as typed: null when empty, NaN (refused by the schema) when not digits. */
export const integerOf = (text: string) =>
  text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;

/** An optional amount in pesos as typed, in cents: null when empty, NaN when unreadable. */
export const centsOf = (text: string) => (text.trim() === '' ? null : (parseAmountToCents(text) ?? NaN));

/** An optional datetime-local value as an instant. */
export const instantOf = (text: string) => (text ? new Date(text).toISOString() : null);

/** The form field that shows a server field's error: the money fields are typed in pesos under another name. */
export const offerFieldOf = <V>(field: string | undefined): keyof V | undefined =>
  field ? ((field === 'minPurchaseCents' ? 'minPurchase' : field) as keyof V) : undefined;

type SchemaAnswer =
  | { success: true }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/** The input as the server takes it when its schema accepts it, or each field's first error. */
export function checkedOffer<V, I>(
  schema: { safeParse(input: I): SchemaAnswer },
  input: I,
): { input: I } | { errors: Partial<Record<keyof V, string>> } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { input };
  const errors: Partial<Record<keyof V, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = offerFieldOf<V>(String(issue.path[0]));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
