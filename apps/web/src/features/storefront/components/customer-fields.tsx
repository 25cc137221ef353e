import type { CustomerFields as Fields } from '@vidriera/core';
import { Field } from '@/components/field';
import { Input } from '@/components/ui/input';
import { useHydrated } from '@/lib/hydration';
import type { CustomerForm } from '../hooks/use-customer-form';

interface CustomerFieldsProps {
  form: CustomerForm;
  /** Prefix for the inputs' ids (two forms never share a page, but ids stay unique). */
  idPrefix: string;
  /** The cart marks name and phone as required (docs/product/storefront.md). */
  markRequired?: boolean;
  disabled?: boolean;
}

const FIELDS: {
  field: keyof Fields;
  label: string;
  type: string;
  autoComplete: string;
  inputMode?: 'tel' | 'email';
  required: boolean;
}[] = [
  { field: 'customerName', label: 'Nombre', type: 'text', autoComplete: 'name', required: true },
  { field: 'customerPhone', label: 'Teléfono', type: 'tel', autoComplete: 'tel', inputMode: 'tel', required: true },
  {
    field: 'customerEmail',
    label: 'Email (opcional)',
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    required: false,
  },
];

const PLACEHOLDERS: Record<keyof Fields, string> = {
  customerName: 'Tu nombre',
  customerPhone: 'Ej: 11 2345 6789',
  customerEmail: 'tu@email.com',
};

/** Name, phone and optional e-mail of the shopper, for the seller to reach them. */
export function CustomerFields({ form, idPrefix, markRequired = false, disabled = false }: CustomerFieldsProps) {
  // Typing before the island has come alive would be lost: the fields open with it.
  const hydrated = useHydrated();
  return (
    <div className="space-y-4">
      {FIELDS.map(({ field, label, type, autoComplete, inputMode, required }) => {
        const id = `${idPrefix}-${field}`;
        const error = form.errors[field];
        return (
          <Field key={field} id={id} label={markRequired && required ? `${label} *` : label} error={error}>
            <Input
              id={id}
              name={field}
              type={type}
              inputMode={inputMode}
              autoComplete={autoComplete}
              placeholder={PLACEHOLDERS[field]}
              value={form.values[field]}
              onChange={(event) => form.setField(field, event.target.value)}
              required={markRequired && required}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              disabled={disabled || !hydrated}
            />
          </Field>
        );
      })}
    </div>
  );
}
