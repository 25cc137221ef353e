import {
  ATTRIBUTE_TYPES,
  type AttributeCreateInput,
  type AttributeTypeName,
  type AttributeUpdateInput,
  attributeCreateSchema,
  attributeValueInputSchema,
} from '@vidriera/core';
import { z } from 'zod';
import type { Attribute } from '../api/types';

/** One value row as typed; `id` marks a value that already exists (kept on edit). */
export interface AttributeValueRow {
  id?: string | undefined;
  value: string;
  displayValue: string;
  hexColor: string;
}

export interface AttributeFormValues {
  name: string;
  displayName: string;
  type: AttributeTypeName;
  isRequired: boolean;
  values: AttributeValueRow[];
  /** The merchant moved a value: its order is kept (else sizes go in natural order). */
  ordered: boolean;
}

export const emptyValueRow = (): AttributeValueRow => ({ value: '', displayValue: '', hexColor: '' });

/** Switching the type starts the rows again: one empty row for a select, none otherwise (docs/product/catalogue.md). */
export const rowsForType = (type: AttributeTypeName): AttributeValueRow[] =>
  type === 'select' ? [emptyValueRow()] : [];

const isEmptyRow = (row: AttributeValueRow) => !row.value.trim() && !row.displayValue.trim() && !row.hexColor.trim();

/** The rows that are saved, each with its index among the typed rows (empty rows are dropped, docs/product/catalogue.md). */
export function keptRows(rows: AttributeValueRow[]): { row: AttributeValueRow; index: number }[] {
  return rows.flatMap((row, index) => (isEmptyRow(row) ? [] : [{ row, index }]));
}

const valueRowSchema = attributeValueInputSchema.omit({ id: true });

/** The shared rules (core) applied row by row, so each message lands under the input it is about. */
export const attributeFormSchema = z
  .object({
    name: attributeCreateSchema.shape.name,
    displayName: attributeCreateSchema.shape.displayName,
    type: z.enum(ATTRIBUTE_TYPES, { error: 'Tipo de atributo inválido' }),
    isRequired: z.boolean(),
    values: z.array(
      z.object({ id: z.string().optional(), value: z.string(), displayValue: z.string(), hexColor: z.string() }),
    ),
    ordered: z.boolean(),
  })
  .superRefine((form, ctx) => {
    if (form.type !== 'select') return;
    const kept = keptRows(form.values);
    if (kept.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['values'],
        message: 'Los atributos de selección deben tener al menos un valor',
      });
      return;
    }
    const seen = new Set<string>();
    for (const { row, index } of kept) {
      const parsed = valueRowSchema.safeParse(row);
      for (const issue of parsed.error?.issues ?? [])
        ctx.addIssue({ code: 'custom', path: ['values', index, ...issue.path.map(String)], message: issue.message });
      const key = row.value.trim().toLowerCase();
      if (key && seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['values', index, 'value'], message: 'Hay valores repetidos' });
      seen.add(key);
    }
  });

function valuesToSave(form: AttributeFormValues) {
  if (form.type !== 'select') return [];
  return keptRows(form.values).map(({ row }) => ({
    ...(row.id ? { id: row.id } : {}),
    value: row.value.trim(),
    displayValue: row.displayValue.trim(),
    hexColor: row.hexColor.trim() ? row.hexColor.trim() : null,
  }));
}

export function toCreateInput(form: AttributeFormValues): AttributeCreateInput {
  return {
    name: form.name.trim(),
    displayName: form.displayName.trim(),
    type: form.type,
    isRequired: form.isRequired,
    values: valuesToSave(form),
    ordered: form.ordered,
  };
}

export function toUpdateInput(form: AttributeFormValues): AttributeUpdateInput {
  return {
    displayName: form.displayName.trim(),
    isRequired: form.isRequired,
    values: valuesToSave(form),
    ordered: form.ordered,
  };
}

export function formValuesOf(attribute: Attribute | null): AttributeFormValues {
  if (!attribute)
    return {
      name: '',
      displayName: '',
      type: 'select',
      isRequired: false,
      values: rowsForType('select'),
      ordered: false,
    };
  return {
    name: attribute.name,
    displayName: attribute.displayName,
    type: attribute.type,
    isRequired: attribute.isRequired,
    values:
      attribute.type === 'select'
        ? attribute.values.map((v) => ({
            id: v.id,
            value: v.value,
            displayValue: v.displayValue,
            hexColor: v.hexColor ?? '',
          }))
        : [],
    ordered: false,
  };
}

/** A server field like `values.2.hexColor` names the saved rows; this finds the typed row it came from. */
export function formFieldOf(field: string, form: AttributeFormValues): string {
  const match = /^values\.(\d+)\.(.+)$/.exec(field);
  if (!match) return field;
  const typed = keptRows(form.values)[Number(match[1])]?.index;
  return typed === undefined ? 'values' : `values.${typed}.${match[2]}`;
}
