import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/field';
import { Input } from '@/components/ui/input';
import type { VariantBasicsValues } from '../../utils/product-body';

interface VariantExtrasProps {
  /** The variant's ids start with it (`variant-2`). */
  prefix: string;
  /** The variant's place in the form's `variants` (the form comes from FormProvider). */
  index: number;
}

/**
 * A variant's "Código de barras" (GTIN or the shop's own) and "Precio anterior"
 * (a full price; above the variant's price the store shows "Antes $X") and
 * "Peso (kg)" (kept in grams, for shipping), in both product forms.
 */
export function VariantExtras({ prefix, index }: VariantExtrasProps) {
  const { register, formState } = useFormContext<{ variants: VariantBasicsValues[] }>();
  const errors = formState.errors.variants?.[index];
  const barcodeError = errors?.barcode?.message;
  const compareAtError = errors?.compareAt?.message;
  const weightError = errors?.weight?.message;
  return (
    <div className="grid gap-3 sm:grid-cols-3 lg:max-w-2xl">
      <Field id={`${prefix}-barcode`} label="Código de barras" error={barcodeError}>
        <Input
          id={`${prefix}-barcode`}
          maxLength={64}
          placeholder="Opcional"
          aria-invalid={barcodeError ? true : undefined}
          {...register(`variants.${index}.barcode`)}
        />
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
          {...register(`variants.${index}.compareAt`)}
        />
      </Field>
      <Field id={`${prefix}-weight`} label="Peso (kg)" error={weightError}>
        <Input
          id={`${prefix}-weight`}
          inputMode="decimal"
          placeholder="Opcional, ej. 0,25"
          aria-invalid={weightError ? true : undefined}
          {...register(`variants.${index}.weight`)}
        />
      </Field>
    </div>
  );
}
