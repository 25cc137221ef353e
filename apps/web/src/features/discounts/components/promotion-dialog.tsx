import { PROMOTION_KINDS, type PromotionView } from '@vidriera/core';
import { Field } from '@/components/field';
import { NativeSelect } from '@/components/native-select';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useSavePromotion } from '../api/promotions';
import {
  PROMOTION_KIND_LABELS,
  promotionFieldOf,
  type PromotionFormValues,
  promotionPayloadOf,
  promotionValuesOf,
} from '../utils/promotion-form';
import { OfferForm, useOfferForm } from './offer-form';

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

function PromotionForm({ promotion, onClose }: { promotion: PromotionView | null; onClose: () => void }) {
  const save = useSavePromotion();
  const form = useOfferForm({
    idPrefix: 'promotion',
    initial: () => promotionValuesOf(promotion),
    payloadOf: promotionPayloadOf,
    fieldOf: promotionFieldOf,
    save: (input) => save.mutateAsync({ id: promotion?.id, input }),
    savedText: promotion ? 'Promoción actualizada.' : 'Promoción creada.',
    onClose,
  });
  const { values, set, input } = form;
  const kind = values.kind;

  return (
    <OfferForm
      form={form}
      pending={save.isPending}
      pausedLabel="Pausada (no se aplica)"
      submitLabel={promotion ? 'Guardar cambios' : 'Crear promoción'}
      onClose={onClose}
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
    </OfferForm>
  );
}
