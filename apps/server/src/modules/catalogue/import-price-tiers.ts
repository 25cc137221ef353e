import { CSV_COLUMNS, type PriceTier, parsePriceTiersText } from '@vidriera/core';

/*
 * The wholesale tiers of a row of "Importar CSV" (docs/product/catalogue.md,
 * "Planilla CSV"): "6: 8000,00; 12: 7000,00", as the export writes them
 * (formatPriceTiersText). An empty cell is none; the product form's rules
 * (from 2 units, each quantity once, at most 10) are checked with the rest of
 * the product (catalogue-csv-import.ts).
 */

/** The tiers of `text`, or null (and the row's error) when a part is not "quantity: price". */
export function planPriceTiers(
  text: string,
  column: 'tiers' | 'variantTiers',
  report: (message: string) => void,
): PriceTier[] | null {
  const tiers = parsePriceTiersText(text);
  if (tiers === null)
    report(
      `«${text}» en ${CSV_COLUMNS[column]} no se entiende: escribe cada cantidad con su precio por unidad, por ejemplo 6: 8000,00; 12: 7000,00.`,
    );
  return tiers;
}
