/** Money is integer cents everywhere; these are the only conversions. */
const formatter = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatCents(cents: number): string {
  return formatter.format(cents / 100);
}

/** "$ 1.234,50" — the price shown to people. */
export function formatPrice(cents: number): string {
  return `$${formatCents(cents)}`;
}

/** Parses a decimal amount typed by a person ("1234.5", "1234,50") into cents. */
export function parseAmountToCents(input: string | number): number | null {
  const text = String(input).trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function centsToAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}
