import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/field';
import { Input } from '@/components/ui/input';

interface VariantExtrasProps {
  /** The variant's ids start with it (`variant-2`). */
  prefix: string;
  barcode: UseFormRegisterReturn;
  compareAt: UseFormRegisterReturn;
  barcodeError?: string | undefined;
  compareAtError?: string | undefined;
}

/**
 * A variant's "Código de barras" (GTIN or the shop's own) and "Precio anterior"
 * (a full price; above the variant's price the store shows "Antes $X"), in
 * both product forms.
 */
export function VariantExtras({ prefix, barcode, compareAt, barcodeError, compareAtError }: VariantExtrasProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
      <Field id={`${prefix}-barcode`} label="Código de barras" error={barcodeError}>
        <Input id={`${prefix}-barcode`} maxLength={64} placeholder="Opcional" aria-invalid={barcodeError ? true : undefined} {...barcode} />
      </Field>
      <Field id={`${prefix}-compare-at`} label="Precio anterior ($)" error={compareAtError}>
        <Input
          id={`${prefix}-compare-at`}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          placeholder="Opcional"
          aria-invalid={compareAtError ? true : undefined}
          {...compareAt}
        />
      </Field>
    </div>
  );
}
