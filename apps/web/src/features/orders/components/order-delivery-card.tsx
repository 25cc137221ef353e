import {
  CARRIER_LABELS,
  CARRIERS,
  type CarrierName,
  dispatchBodySchema,
  firstIssue,
  parseAmountToCents,
  shippingFeeBodySchema,
} from '@vidriera/core';
import { useState } from 'react';
import { Field } from '@/components/field';
import { OrderDelivery } from '@/components/order-delivery';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { NativeSelect } from '@/components/native-select';
import type { OrderDetail } from '../api/get-order';
import { useUpdateDelivery } from '../api/update-delivery';
import { OrderShipment } from './order-shipment';

const failed = (error: unknown) =>
  toast.error('Error', { description: isApiError(error) ? error.message : 'No se pudo guardar. Intenta de nuevo.' });

/** The fee of a delivery order, set by the seller ("a convenir" until then); the total follows. */
function ShippingFeeForm({ order }: { order: OrderDetail }) {
  const { fee } = useUpdateDelivery();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const save = () => {
    const parsed = shippingFeeBodySchema.safeParse({ feeCents: parseAmountToCents(amount) ?? Number.NaN });
    if (!parsed.success) return setError(firstIssue(parsed.error).message);
    setError(undefined);
    fee.mutate(
      { orderId: order.id, feeCents: parsed.data.feeCents },
      {
        onSuccess: () => (setAmount(''), toast.success('Costo de envío guardado. El total se actualizó.')),
        onError: failed,
      },
    );
  };
  return (
    <div className="flex items-end gap-2">
      <div className="flex-1">
        <Field
          id="shipping-fee"
          label={order.delivery?.feeCents === null ? 'Costo de envío (a convenir)' : 'Cambiar el costo de envío'}
          error={error}
        >
          <Input
            id="shipping-fee"
            inputMode="decimal"
            placeholder="Ej: 2500"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </Field>
      </div>
      <Button type="button" onClick={save} disabled={fee.isPending}>
        Guardar
      </Button>
    </div>
  );
}

/** "Enviado" with carrier and tracking code, or "Listo para retirar"; the shopper's page shows it. */
function DispatchForm({ order }: { order: OrderDetail }) {
  const { dispatch } = useUpdateDelivery();
  const [carrier, setCarrier] = useState<CarrierName>(order.dispatch?.carrier ?? 'correo_argentino');
  const [code, setCode] = useState(order.dispatch?.trackingCode ?? '');
  const [error, setError] = useState<string>();
  const method = order.delivery?.method;
  const send = (body: unknown) => {
    const parsed = dispatchBodySchema.safeParse(body);
    if (!parsed.success) return setError(firstIssue(parsed.error).message);
    setError(undefined);
    dispatch.mutate(
      { orderId: order.id, body: parsed.data },
      {
        onSuccess: () => toast.success('Entrega actualizada. Quien compró lo ve en su página del pedido.'),
        onError: failed,
      },
    );
  };
  return (
    <div className="space-y-3 border-t pt-3">
      {method !== 'pickup' && (
        <div className="grid gap-2 sm:grid-cols-2">
          <Field id="dispatch-carrier" label="Transporte">
            <NativeSelect
              id="dispatch-carrier"
              value={carrier}
              onChange={(e) => setCarrier(e.target.value as CarrierName)}
            >
              {CARRIERS.map((c) => (
                <option key={c} value={c}>
                  {CARRIER_LABELS[c]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="dispatch-code" label="Código de seguimiento" error={error}>
            <Input id="dispatch-code" value={code} onChange={(e) => setCode(e.target.value)} />
          </Field>
          <Button
            type="button"
            size="wrap"
            className="sm:col-span-2"
            disabled={dispatch.isPending}
            onClick={() => send({ state: 'shipped', carrier, trackingCode: code })}
          >
            Marcar como enviado
          </Button>
        </div>
      )}
      {method !== 'shipping' && (
        <Button
          type="button"
          variant="outline"
          size="wrap"
          className="w-full"
          disabled={dispatch.isPending}
          onClick={() => send({ state: 'ready_for_pickup' })}
        >
          Marcar como listo para retirar
        </Button>
      )}
    </div>
  );
}

/** Delivery in the admin's order detail: method, address or point, fee, and the seller's fee and dispatch. */
export function OrderDeliveryCard({ order }: { order: OrderDetail }) {
  const open = order.status !== 'cancelled';
  const feeEditable =
    open &&
    order.delivery?.method === 'shipping' &&
    !order.delivery.free &&
    (order.paymentStatus === 'pending' || order.paymentStatus === 'rejected');
  return (
    <div className="space-y-3">
      <OrderDelivery delivery={order.delivery} dispatch={order.dispatch} />
      {feeEditable && <ShippingFeeForm order={order} />}
      <OrderShipment order={order} />
      {open && <DispatchForm order={order} />}
    </div>
  );
}
