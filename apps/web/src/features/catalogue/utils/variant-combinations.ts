import { cartesianProduct } from '@vidriera/core';
import type { Attribute } from '../api/types';
import { blankVariant, type VariantFormValue } from './product-form';

const signature = (values: Partial<Record<string, string>>, attributeIds: string[]) =>
  attributeIds.map((id) => values[id] ?? '').join('|');

/**
 * "Generar todas las combinaciones" (docs/product/catalogue.md): one variant per combination of
 * the chosen select attributes' values, new ones with stock 0 and adjustment 0.
 * A combination that already has a variant keeps it as it is (its id, SKU,
 * stock and price), so regenerating never loses what the owner typed or
 * what orders point at. With no select attribute one default variant remains.
 */
export function generateVariants(current: VariantFormValue[], chosen: Attribute[]): VariantFormValue[] {
  const selects = chosen.filter((a) => a.type === 'select' && a.values.length > 0);
  const selectIds = selects.map((a) => a.id);
  if (selects.length === 0) {
    const first = current[0] ?? blankVariant();
    return [
      {
        ...first,
        values: Object.fromEntries(Object.entries(first.values).filter(([id]) => chosen.some((a) => a.id === id))),
      },
    ];
  }
  const existing = new Map<string, VariantFormValue>();
  for (const variant of current) {
    const key = signature(variant.values, selectIds);
    if (!existing.has(key)) existing.set(key, variant);
  }
  return cartesianProduct(selects.map((a) => a.values.map((v) => v.id))).map((combo) => {
    const values = Object.fromEntries(selectIds.map((id, i) => [id, combo[i] ?? '']));
    return existing.get(signature(values, selectIds)) ?? { ...blankVariant(), values };
  });
}

/**
 * Turning an attribute off takes its values out of every variant (docs/product/catalogue.md).
 * Variants that then read the same (Rojo/S and Azul/S once Color is off) merge
 * into the first of them, which keeps its id, SKU and price and takes the
 * others' stock, so the product can be saved as it stands.
 */
export function withoutAttribute(variants: VariantFormValue[], attributeId: string): VariantFormValue[] {
  const merged = new Map<string, VariantFormValue>();
  for (const variant of variants) {
    const values = { ...variant.values };
    delete values[attributeId];
    const key = JSON.stringify(Object.entries(values).sort(([a], [b]) => a.localeCompare(b)));
    const first = merged.get(key);
    if (first) merged.set(key, { ...first, id: first.id ?? variant.id, stock: addStock(first.stock, variant.stock) });
    else merged.set(key, { ...variant, values });
  }
  return [...merged.values()];
}

/** Sums two typed stocks; a blank or non-numeric one counts as none. */
function addStock(a: string, b: string): string {
  const units = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : 0);
  return String(units(a) + units(b));
}

/** How a variant reads in a list: its values' display names, or the product's labels (docs/product/catalogue.md) when it has none. */
export function variantLabel(variant: VariantFormValue, chosen: Attribute[], index: number): string {
  if (chosen.length === 0) return index === 0 ? 'Variante predeterminada' : 'Variante sin atributos';
  const parts = chosen.flatMap((a) => {
    const typed = variant.values[a.id];
    if (!typed) return [];
    if (a.type === 'select') return a.values.find((v) => v.id === typed)?.displayValue ?? [];
    if (a.type === 'boolean') return `${a.displayName}: ${typed === 'true' ? 'Sí' : 'No'}`;
    return typed;
  });
  return parts.length ? parts.join(' / ') : 'Variante sin atributos';
}
