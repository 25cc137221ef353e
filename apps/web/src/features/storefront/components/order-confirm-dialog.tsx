import { formatPrice, type TotalStepsInput } from '@vidriera/core';
import { TotalSteps } from '@/components/total-steps';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { countOf } from '@/lib/plural';
import type { CartLineAttribute } from '../lib/cart-line';

export interface ConfirmLine {
  key: string;
  name: string;
  attributes: CartLineAttribute[];
  quantity: number;
  unitPriceCents: number;
}

interface OrderConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lines: ConfirmLine[];
  /** The cart lists at most 3 lines, then "y N productos más..." ("y 1 producto más..."). */
  maxLines?: number;
  /** The total's steps, as the cart or the product page shows them and the order will keep them. */
  total: TotalStepsInput;
  customer: { customerName: string; customerPhone: string; customerEmail: string };
  pending: boolean;
  /** The browser is solving the server's proof of work before the order is sent again. */
  verifying?: boolean;
  /** Runs in the click itself, so the WhatsApp tab can open. */
  onConfirm: () => void;
}

/** "Confirmar Pedido": what is ordered, for whom, and the total step by step, before the order is created. */
export function OrderConfirmDialog({
  open,
  onOpenChange,
  lines,
  maxLines,
  total,
  customer,
  pending,
  verifying = false,
  onConfirm,
}: OrderConfirmDialogProps) {
  const shown = maxLines === undefined ? lines : lines.slice(0, maxLines);
  const hidden = lines.length - shown.length;
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Confirmar Pedido</DialogTitle>
          <DialogDescription>
            Revisa tu pedido. Al confirmar se reservan los productos y se abre WhatsApp para enviárselo al vendedor.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-4 text-sm">
          <ul className="divide-y rounded-lg border">
            {shown.map((line) => (
              <li key={line.key} className="flex items-start justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="font-medium wrap-anywhere">{line.name}</p>
                  {line.attributes.length > 0 && (
                    <p className="text-muted-foreground">
                      {line.attributes.map((a) => `${a.name}: ${a.value}`).join(', ')}
                    </p>
                  )}
                  <p className="text-muted-foreground">
                    {line.quantity} x {formatPrice(line.unitPriceCents)}
                  </p>
                </div>
                <p className="shrink-0 font-medium tabular-nums">{formatPrice(line.quantity * line.unitPriceCents)}</p>
              </li>
            ))}
            {hidden > 0 && (
              <li className="p-3 text-muted-foreground">y {countOf(hidden, 'producto más...', 'productos más...')}</li>
            )}
          </ul>
          <TotalSteps {...total} />
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-lg bg-muted/60 p-3">
            <dt className="text-muted-foreground">Nombre</dt>
            <dd className="wrap-anywhere">{customer.customerName.trim()}</dd>
            <dt className="text-muted-foreground">Teléfono</dt>
            <dd className="wrap-anywhere">{customer.customerPhone.trim()}</dd>
            {customer.customerEmail.trim() && (
              <>
                <dt className="text-muted-foreground">Email</dt>
                <dd className="wrap-anywhere">{customer.customerEmail.trim()}</dd>
              </>
            )}
          </dl>
        </div>
        <DialogFooter>
          <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button variant="whatsapp" disabled={pending} onClick={onConfirm}>
            {verifying ? 'Verificando…' : pending ? 'Enviando...' : 'Confirmar y Contactar Vendedor'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
