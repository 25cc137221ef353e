import { useState } from 'react';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { toast, toastApiError } from '@/lib/toast';
import { DiscountScopeFields } from './discount-scope-fields';

/*
 * What the "Códigos" and "Promociones" dialogs share: the form's state, sending it, showing the server's refusal on
 * its field, and the scope, "Pausado" and buttons at its end (docs/product/orders.md).
 */

interface OfferValues {
  categoryIds: string[];
  productIds: string[];
  paused: boolean;
}

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

interface OfferFormOptions<V extends OfferValues, I> {
  /** The ids' prefix: "discount" or "promotion". */
  idPrefix: string;
  initial: () => V;
  payloadOf: (values: V) => { input: I } | { errors: Partial<Record<keyof V, string>> };
  fieldOf: (field: string | undefined) => keyof V | undefined;
  save: (input: I) => Promise<unknown>;
  /** The toast's text once saved: "Código creado.", "Promoción actualizada."… */
  savedText: string;
  onClose: () => void;
}

export function useOfferForm<V extends OfferValues, I>(options: OfferFormOptions<V, I>) {
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((prev) => ({ ...prev, [key]: value }));

  const submit = async () => {
    const result = options.payloadOf(values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      await options.save(result.input);
      toast.success('Éxito', { description: options.savedText });
      options.onClose();
    } catch (error) {
      const field = isApiError(error) ? options.fieldOf(error.field) : undefined;
      if (isApiError(error) && field && field in values) setErrors({ [field]: error.message } as typeof errors);
      else toastApiError(error, 'Error');
    }
  };

  /** A text field with its label and its error, read by screen readers. */
  const input = (key: TextKey<V>, label: string, props: Record<string, unknown> = {}) => {
    const id = `${options.idPrefix}-${String(key)}`;
    return (
      <Field id={id} label={label} error={errors[key]}>
        <Input
          id={id}
          value={values[key] as string}
          onChange={(e) => set(key, e.target.value as V[typeof key])}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? `${id}-error` : undefined}
          {...props}
        />
      </Field>
    );
  };

  return { values, set, submit, input };
}

interface OfferFormProps<V extends OfferValues> {
  form: { values: V; set: <K extends keyof V>(key: K, value: V[K]) => void; submit: () => Promise<void> };
  pending: boolean;
  pausedLabel: string;
  submitLabel: string;
  onClose: () => void;
  children: React.ReactNode;
}

/** The form around an offer's own fields, ending with its scope, "Pausado" and the buttons. */
export function OfferForm<V extends OfferValues>({
  form,
  pending,
  pausedLabel,
  submitLabel,
  onClose,
  children,
}: OfferFormProps<V>) {
  const { values, set } = form;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      {children}
      <DiscountScopeFields
        categoryIds={values.categoryIds}
        productIds={values.productIds}
        onCategories={(ids) => set('categoryIds', ids as V['categoryIds'])}
        onProducts={(ids) => set('productIds', ids as V['productIds'])}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={values.paused}
          onChange={(e) => set('paused', e.target.checked as V['paused'])}
          className="size-4 accent-primary"
        />
        {pausedLabel}
      </label>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
