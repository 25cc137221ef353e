import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '@/components/ui/input';

/** The numbers a variant holds in both product forms, and the keyboard and steps each takes. */
const KINDS = {
  /** Its stock: whole units, none below zero. */
  stock: { inputMode: 'numeric', min: '0', step: '1' },
  /** What it adds to (or takes from) the product's price, in pesos with cents. */
  priceChange: { inputMode: 'decimal', step: '0.01' },
} as const;

interface VariantNumberInputProps {
  id: string;
  kind: keyof typeof KINDS;
  invalid: boolean;
  /** What `register` returns for the variant's field. */
  registration: UseFormRegisterReturn;
}

/** A variant's stock or price change, the same in both product forms. */
export function VariantNumberInput({ id, kind, invalid, registration }: VariantNumberInputProps) {
  return <Input id={id} type="number" {...KINDS[kind]} aria-invalid={invalid ? true : undefined} {...registration} />;
}
