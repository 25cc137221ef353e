import { type DiscountCodeView, formatPrice, ORDER_STATUS_LABELS } from '@vidriera/core';
import { Link } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useDiscountCodeUses } from '../api/discount-codes';

/** The orders that used a code ("Usos"), newest first; a cancelled one gave its use back. */
export function DiscountCodeUsesDialog({ code, onClose }: { code: DiscountCodeView | null; onClose: () => void }) {
  const uses = useDiscountCodeUses(code?.id ?? null);
  return (
    <Dialog open={code !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{`Usos de ${code?.code ?? ''}`}</DialogTitle>
          <DialogDescription>
            Los pedidos que usaron este código. Un pedido cancelado devolvió su uso.
          </DialogDescription>
        </DialogHeader>
        {uses.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Cargando...
          </p>
        ) : (uses.data ?? []).length === 0 ? (
          <p className="text-sm text-muted-foreground">Todavía ningún pedido usó este código.</p>
        ) : (
          <ul className="divide-y text-sm">
            {uses.data?.map((use) => (
              <li key={use.orderId} className="flex items-center justify-between gap-2 py-2">
                <span>
                  <Link
                    to={`/admin/orders/${use.orderId}`}
                    className="font-mono font-medium text-primary underline-offset-2 hover:underline"
                  >
                    #{use.number}
                  </Link>{' '}
                  {use.customerName}
                  <span className="block text-xs text-muted-foreground">
                    {use.expired
                      ? 'Vencido'
                      : (ORDER_STATUS_LABELS[use.status as keyof typeof ORDER_STATUS_LABELS] ?? use.status)}
                  </span>
                </span>
                <span className="text-right">
                  <span className="block text-emerald-700">{`-${formatPrice(use.discountCents)}`}</span>
                  <span className="block text-xs text-muted-foreground">{`Total ${formatPrice(use.totalCents)}`}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
