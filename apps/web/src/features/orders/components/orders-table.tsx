import { formatPrice, shortOrderId } from '@vidriera/core';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { OrderSummary } from '../api/get-orders';
import { formatOrderDate, paymentMethodText } from '../utils/format-order';
import { PaymentStatusBadge } from './order-badges';
import { OrderCustomerCell } from './order-customer-cell';
import { OrderRowActions } from './order-row-actions';
import { OrderStatusSelect } from './order-status-select';

interface OrdersViewProps {
  orders: OrderSummary[];
  onView: (orderId: string) => void;
}

/** The orders list on a wide screen (docs/product/orders.md). */
export function OrdersTable({ orders, onView }: OrdersViewProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-4">Pedido</TableHead>
          <TableHead>Cliente</TableHead>
          <TableHead>Total</TableHead>
          <TableHead>Método de Pago</TableHead>
          <TableHead>Estado</TableHead>
          <TableHead>Fecha</TableHead>
          <TableHead className="pr-4 text-right">Acciones</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id}>
            <TableCell className="pl-4 font-mono text-sm">#{shortOrderId(order.id)}</TableCell>
            <TableCell className="max-w-64 py-3 whitespace-normal">
              <OrderCustomerCell order={order} />
            </TableCell>
            <TableCell className="font-medium">{formatPrice(order.totalCents)}</TableCell>
            <TableCell>
              <div className="flex flex-col items-start gap-1">
                {paymentMethodText(order.paymentMethod)}
                <PaymentStatusBadge status={order.paymentStatus} />
              </div>
            </TableCell>
            <TableCell>
              <OrderStatusSelect order={order} />
            </TableCell>
            <TableCell className="text-muted-foreground">{formatOrderDate(order.createdAt)}</TableCell>
            <TableCell className="pr-4">
              <div className="flex justify-end">
                <OrderRowActions order={order} onView={onView} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The orders list on a phone: one card per order with the same data and actions. */
export function OrderCards({ orders, onView }: OrdersViewProps) {
  return (
    <ul className="grid grid-cols-1 gap-3" aria-label="Pedidos">
      {orders.map((order) => (
        <li key={order.id} className="space-y-3 rounded-xl border bg-card p-4 shadow-sm">
          <p className="font-mono text-sm text-muted-foreground">Pedido #{shortOrderId(order.id)}</p>
          <div className="flex items-start justify-between gap-3">
            <OrderCustomerCell order={order} />
            <p className="shrink-0 text-lg font-semibold">{formatPrice(order.totalCents)}</p>
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-muted-foreground">Método de Pago</dt>
              <dd className="flex flex-col items-start gap-1">
                {paymentMethodText(order.paymentMethod)}
                <PaymentStatusBadge status={order.paymentStatus} />
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Fecha</dt>
              <dd>{formatOrderDate(order.createdAt)}</dd>
            </div>
          </dl>
          <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
            <OrderStatusSelect order={order} />
            <OrderRowActions order={order} onView={onView} />
          </div>
        </li>
      ))}
    </ul>
  );
}
