import { PROMOTION_KINDS, type PromotionView } from '@vidriera/core';
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
import { useSavePromotion } from '../api/promotions';
import {
  PROMOTION_KIND_LABELS,
  promotionFieldOf,
  type PromotionFormErrors,
  type PromotionFormValues,
  promotionPayloadOf,
  promotionValuesOf,
} from '../utils/promotion-form';
import { DiscountScopeFields } from './discount-scope-fields';

interface PromotionDialogProps {
  open: boolean;
  /** The promotion being edited; null creates one. */
  promotion: PromotionView | null;
  onClose: () => void;
}

/** "Nueva promoción" / "Editar promoción" (docs/product/orders.md, "Promociones"). */
export function PromotionDialog({ open, promotion, onClose }: PromotionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{promotion ? 'Editar promoción' : 'Nueva promoción'}</DialogTitle>
          <DialogDescription>Se aplica sola en el carrito, sin código. Una promoción por producto.</DialogDescription>
        </DialogHeader>
        {open && <PromotionForm key={promotion?.id ?? 'new'} promotion={promotion} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

type TextKey = Exclude<keyof PromotionFormValues, 'kind' | 'categoryIds' | 'productIds' | 'paused'>;

function PromotionForm({ promotion, onClose }: { promotion: PromotionView | null; onClose: () => void }) {
  const save = useSavePromotion();
  const [values, setValues] = useState<PromotionFormValues>(() => promotionValuesOf(promotion));
  const [errors, setErrors] = useState<PromotionFormErrors>({});
  const set = <K extends keyof PromotionFormValues>(key: K, value: PromotionFormValues[K]) =>
    setValues((prev) => ({ ...prev, [key]: value }));

  const submit = async () => {
    const result = promotionPayloadOf(values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: promotion?.id, input: result.input });
      toast.success('Éxito', { description: promotion ? 'Promoción actualizada.' : 'Promoción creada.' });
      onClose();
    } catch (error) {
      const field = isApiError(error) ? promotionFieldOf(error.field) : undefined;
      if (isApiError(error) && field && field in values) setErrors({ [field]: error.message });
      else toastApiError(error, 'Error');
    }
  };

  const input = (key: TextKey, label: string, props: Record<string, unknown> = {}) => (
    <Field id={`promotion-${key}`} label={label} error={errors[key]}>
      <Input
        id={`promotion-${key}`}
        value={values[key]}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `promotion-${key}-error` : undefined}
        {...props}
      />
    </Field>
  );
  const kind = values.kind;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {input('name', 'Nombre', { autoFocus: true, maxLength: 60, placeholder: '3×2 en medias' })}
      <Field id="promotion-kind" label="Tipo">
        <NativeSelect
          id="promotion-kind"
          value={kind}
          onChange={(e) => set('kind', e.target.value as PromotionFormValues['kind'])}
        >
          {PROMOTION_KINDS.map((k) => (
            <option key={k} value={k}>
              {PROMOTION_KIND_LABELS[k]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="grid grid-cols-2 gap-3">
        {kind === 'bundle' && input('buyQuantity', 'Lleva (unidades)', { inputMode: 'numeric' })}
        {kind === 'bundle' && input('payQuantity', 'Paga (unidades)', { inputMode: 'numeric' })}
        {kind === 'nth_unit' && input('buyQuantity', 'Unidad con descuento (2 = la segunda)', { inputMode: 'numeric' })}
        {(kind === 'nth_unit' || kind === 'percent') && input('value', 'Porcentaje (%)', { inputMode: 'numeric' })}
        {kind === 'fixed' && input('value', 'Monto ($)', { inputMode: 'decimal' })}
      </div>
      <div className="grid grid-cols-2 gap-3">
        {input('minPurchase', 'Compra mínima ($, opcional)', { inputMode: 'decimal' })}
        {input('minQuantity', 'Unidades mínimas (opcional)', { inputMode: 'numeric' })}
      </div>
      {input('maxPerOrder', 'Límite por pedido (opcional)', { inputMode: 'numeric' })}
      <div className="grid grid-cols-2 gap-3">
        {input('startsAt', 'Desde (opcional)', { type: 'datetime-local' })}
        {input('endsAt', 'Hasta (opcional)', { type: 'datetime-local' })}
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
        Pausada (no se aplica)
      </label>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {promotion ? 'Guardar cambios' : 'Crear promoción'}
        </Button>
      </DialogFooter>
    </form>
  );
}
