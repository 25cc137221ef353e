import type { DiscountCodeView } from '@vidriera/core';
import { useState } from 'react';
import { Field } from '@/components/field';
import { NativeSelect } from '@/components/native-select';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { toast, toastApiError } from '@/lib/toast';
import { useSaveDiscountCode } from '../api/discount-codes';
import {
  type DiscountCodeFormErrors,
  type DiscountCodeFormValues,
  formFieldOf,
  formValuesOf,
  payloadOf,
} from '../utils/discount-code-form';
import { DISCOUNT_KIND_LABELS } from '../utils/discount-code-text';
import { DiscountScopeFields } from './discount-scope-fields';

interface DiscountCodeDialogProps {
  open: boolean;
  /** The code being edited; null creates one. */
  code: DiscountCodeView | null;
  onClose: () => void;
}

/** "Nuevo código" / "Editar código" (docs/product/orders.md, "Discount codes"). */
export function DiscountCodeDialog({ open, code, onClose }: DiscountCodeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{code ? 'Editar código' : 'Nuevo código'}</DialogTitle>
          <DialogDescription>
            Tus clientes lo escriben en el carrito. Se aplica producto por producto.
          </DialogDescription>
        </DialogHeader>
        {open && <DiscountCodeForm key={code?.id ?? 'new'} code={code} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function DiscountCodeForm({ code, onClose }: { code: DiscountCodeView | null; onClose: () => void }) {
  const save = useSaveDiscountCode();
  const [values, setValues] = useState<DiscountCodeFormValues>(() => formValuesOf(code));
  const [errors, setErrors] = useState<DiscountCodeFormErrors>({});
  const set = <K extends keyof DiscountCodeFormValues>(key: K, value: DiscountCodeFormValues[K]) =>
    setValues((prev) => ({ ...prev, [key]: value }));

  const submit = async () => {
    const result = payloadOf(values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: code?.id, input: result.input });
      toast.success('Éxito', { description: code ? 'Código actualizado.' : 'Código creado.' });
      onClose();
    } catch (error) {
      const field = isApiError(error) ? formFieldOf(error.field) : undefined;
      if (isApiError(error) && field && field in values) setErrors({ [field]: error.message });
      else toastApiError(error, 'Error');
    }
  };

  const input = (
    key: 'code' | 'value' | 'minPurchase' | 'maxUses' | 'maxUsesPerPhone' | 'startsAt' | 'endsAt',
    label: string,
    props: Record<string, unknown> = {},
  ) => (
    <Field id={`discount-${key}`} label={label} error={errors[key]}>
      <Input
        id={`discount-${key}`}
        value={values[key]}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `discount-${key}-error` : undefined}
        {...props}
      />
    </Field>
  );

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {input('code', 'Código', {
        autoFocus: true,
        autoCapitalize: 'characters',
        maxLength: 30,
        placeholder: 'VERANO10',
      })}
      <div className="grid grid-cols-2 gap-3">
        <Field id="discount-kind" label="Tipo">
          <NativeSelect
            id="discount-kind"
            value={values.kind}
            onChange={(e) => set('kind', e.target.value as DiscountCodeFormValues['kind'])}
          >
            <option value="percent">{DISCOUNT_KIND_LABELS.percent}</option>
            <option value="fixed">{DISCOUNT_KIND_LABELS.fixed}</option>
          </NativeSelect>
        </Field>
        {input('value', values.kind === 'percent' ? 'Porcentaje (%)' : 'Monto ($)', {
          inputMode: values.kind === 'percent' ? 'numeric' : 'decimal',
        })}
      </div>
      {input('minPurchase', 'Compra mínima ($, opcional)', { inputMode: 'decimal' })}
      <div className="grid grid-cols-2 gap-3">
        {input('startsAt', 'Desde (opcional)', { type: 'datetime-local' })}
        {input('endsAt', 'Hasta (opcional)', { type: 'datetime-local' })}
      </div>
      <div className="grid grid-cols-2 gap-3">
        {input('maxUses', 'Usos en total (opcional)', { inputMode: 'numeric' })}
        {input('maxUsesPerPhone', 'Usos por teléfono (opcional)', { inputMode: 'numeric' })}
      </div>
      <DiscountScopeFields
        categoryIds={values.categoryIds}
        productIds={values.productIds}
        onCategories={(ids) => set('categoryIds', ids)}
        onProducts={(ids) => set('productIds', ids)}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={values.paused}
          onChange={(e) => set('paused', e.target.checked)}
          className="size-4 accent-primary"
        />
        Pausado (nadie puede usarlo)
      </label>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {code ? 'Guardar cambios' : 'Crear código'}
        </Button>
      </DialogFooter>
    </form>
  );
}
