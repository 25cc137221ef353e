import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '@/components/ui/input';

interface VariantNumberInputProps {
  id: string;
  invalid: boolean;
  /** What `register` returns for the variant's field. */
  registration: UseFormRegisterReturn;
}

/** A variant's stock, in both product forms: whole units, none below zero. */
export function VariantStockInput({ id, invalid, registration }: VariantNumberInputProps) {
  return (
    <Input
      id={id}
      type="number"
      inputMode="numeric"
      min="0"
      step="1"
      aria-invalid={invalid ? true : undefined}
      {...registration}
    />
  );
}

/** What a variant adds to (or takes from) the product's price, in pesos with cents, in both product forms. */
export function VariantPriceChangeInput({ id, invalid, registration }: VariantNumberInputProps) {
  return (
    <Input
      id={id}
      type="number"
      inputMode="decimal"
      step="0.01"
      aria-invalid={invalid ? true : undefined}
      {...registration}
    />
  );
}
