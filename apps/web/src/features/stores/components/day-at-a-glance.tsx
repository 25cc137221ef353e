import { formatPrice } from '@vidriera/core';
import { AlertTriangle, CircleDollarSign, ClipboardCheck, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { useOrdersOverview } from '../api/get-orders-overview';
import { LowStockList } from './low-stock-list';

function Figure({
  to,
  icon,
  label,
  value,
  hint,
  extra,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  value: string;
  hint?: string;
  extra?: string;
}) {
  return (
    <Link to={to} className="group rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
      <Card className="h-full gap-1 py-4 transition-[border-color] group-hover:border-primary/40">
        <CardContent className="space-y-1 px-4">
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            {icon}
            {label}
          </p>
          <p className="text-2xl font-bold">{value}</p>
          {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
          {extra && <p className="text-xs font-medium">{extra}</p>}
        </CardContent>
      </Card>
    </Link>
  );
}

/**
 * The owner's day at a glance: orders to confirm, payments pending, this
 * month's sales (confirmed orders, docs/decisions/009) and the variants low on
 * stock, the sold-out ones counted apart, each linking to the list that shows them.
 */
export function DayAtAGlance() {
  const overview = useOrdersOverview();
  const data = overview.data;
  if (!data) return null;
  return (
    <section aria-label="Tu día" className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure
          to="/admin/orders?view=to-confirm"
          icon={<ClipboardCheck className="size-4" aria-hidden="true" />}
          label="Por confirmar"
          value={String(data.toConfirm)}
        />
        <Figure
          to="/admin/orders?view=payment-pending"
          icon={<CircleDollarSign className="size-4" aria-hidden="true" />}
          label="Pendientes de pago"
          value={String(data.paymentsPending)}
        />
        <Figure
          to="/admin/orders"
          icon={<TrendingUp className="size-4" aria-hidden="true" />}
          label="Ventas del mes"
          value={formatPrice(data.salesThisMonthCents)}
          hint={`${data.salesThisMonthOrders} pedido${data.salesThisMonthOrders === 1 ? '' : 's'} confirmado${data.salesThisMonthOrders === 1 ? '' : 's'}`}
        />
        <Figure
          to="/admin/products"
          icon={<AlertTriangle className="size-4" aria-hidden="true" />}
          label="Poco stock"
          // Sold-out variants are counted apart: a clothing shop has many sold-out sizes that are no news.
          value={String(data.lowStockCount - data.soldOutCount)}
          hint={`${data.lowStockThreshold} unidades o menos`}
          extra={`Agotadas: ${data.soldOutCount}`}
        />
      </div>
      {data.lowStock.length > 0 && (
        <LowStockList first={data.lowStock} total={data.lowStockCount} soldOut={data.soldOutCount} />
      )}
    </section>
  );
}
