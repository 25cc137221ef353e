import type { DiscountCodeView } from '@vidriera/core';
import { Field } from '@/components/field';
import { NativeSelect } from '@/components/native-select';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useSaveDiscountCode } from '../api/discount-codes';
import { type DiscountCodeFormValues, formFieldOf, formValuesOf, payloadOf } from '../utils/discount-code-form';
import { DISCOUNT_KIND_LABELS } from '../utils/discount-code-text';
import { OfferForm, useOfferForm } from './offer-form';

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
  const form = useOfferForm({
    idPrefix: 'discount',
    initial: () => formValuesOf(code),
    payloadOf,
    fieldOf: formFieldOf,
    save: (input) => save.mutateAsync({ id: code?.id, input }),
    savedText: code ? 'Código actualizado.' : 'Código creado.',
    onClose,
  });
  const { values, set, input } = form;

  return (
    <OfferForm
      form={form}
      pending={save.isPending}
      pausedLabel="Pausado (nadie puede usarlo)"
      submitLabel={code ? 'Guardar cambios' : 'Crear código'}
      onClose={onClose}
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
    </OfferForm>
  );
}
