import { formatPrice, ORDER_STATUS_LABELS, type PromotionView } from '@vidriera/core';
import { Link } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { usePromotionOrders } from '../api/promotions';

/** The orders that took a promotion, newest first, with what it took off each. */
export function PromotionOrdersDialog({
  promotion,
  onClose,
}: {
  promotion: PromotionView | null;
  onClose: () => void;
}) {
  const orders = usePromotionOrders(promotion?.id ?? null);
  return (
    <Dialog open={promotion !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{`Pedidos con ${promotion?.name ?? ''}`}</DialogTitle>
          <DialogDescription>Los pedidos que tomaron esta promoción y lo que les restó.</DialogDescription>
        </DialogHeader>
        {orders.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Cargando...
          </p>
        ) : (orders.data ?? []).length === 0 ? (
          <p className="text-sm text-muted-foreground">Todavía ningún pedido tomó esta promoción.</p>
        ) : (
          <ul className="divide-y text-sm">
            {orders.data?.map((o) => (
              <li key={o.orderId} className="flex items-center justify-between gap-2 py-2">
                <span>
                  <Link
                    to={`/admin/orders/${o.orderId}`}
                    className="font-mono font-medium text-primary underline-offset-2 hover:underline"
                  >
                    #{o.number}
                  </Link>{' '}
                  {o.customerName}
                  <span className="block text-xs text-muted-foreground">
                    {ORDER_STATUS_LABELS[o.status as keyof typeof ORDER_STATUS_LABELS] ?? o.status}
                  </span>
                </span>
                <span className="text-right">
                  <span className="block text-emerald-700">{`-${formatPrice(o.discountCents)}`}</span>
                  <span className="block text-xs text-muted-foreground">{`Total ${formatPrice(o.totalCents)}`}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
