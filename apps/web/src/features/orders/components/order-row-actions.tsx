import { Eye, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { OrderSummary } from '../api/get-orders';
import { DeleteOrderButton } from './delete-order-button';

/** Ver (detail dialog), Editar and delete — the same on a table row and on a phone card. */
export function OrderRowActions({ order, onView }: { order: OrderSummary; onView: (orderId: string) => void }) {
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onView(order.id)}
        aria-label={`Ver pedido de ${order.customerName}`}
      >
        <Eye />
        Ver
      </Button>
      <Button variant="outline" size="sm" asChild>
        <Link to={`/admin/orders/${order.id}/edit`} aria-label={`Editar pedido de ${order.customerName}`}>
          <Pencil />
          Editar
        </Link>
      </Button>
      <DeleteOrderButton order={order} />
    </div>
  );
}
