import { formatPrice } from '@vidriera/core';
import { DollarSign, type LucideIcon, ShoppingBag, Store, Users } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import type { Overview } from '../api/get-overview';

const number = new Intl.NumberFormat('es-AR');
const ordersLabel = (n: number, one: string, many: string) => `${number.format(n)} ${n === 1 ? one : many}`;

function StatCard({
  title,
  value,
  detail,
  icon: Icon,
}: {
  title: string;
  value: string;
  detail: string;
  icon: LucideIcon;
}) {
  return (
    <Card className="gap-0 py-4 sm:py-5">
      <CardContent className="space-y-1 px-4 sm:px-6">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
          <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
        </div>
        <p className="text-lg font-bold break-words tabular-nums sm:text-2xl">{value}</p>
        <p className="text-xs text-muted-foreground">{detail}</p>
      </CardContent>
    </Card>
  );
}

/** Total stores (with the active ones), sales, orders and owners (docs/product/super-admin.md). */
export function OverviewCards({ totals }: { totals: Overview['totals'] }) {
  return (
    <section aria-label="Resumen" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        title="Total de Tiendas"
        value={number.format(totals.stores)}
        detail={`${number.format(totals.activeStores)} ${totals.activeStores === 1 ? 'activa' : 'activas'}`}
        icon={Store}
      />
      <StatCard
        title="Ventas Totales"
        value={formatPrice(totals.salesCents)}
        detail={`Pedidos confirmados · ${formatPrice(totals.pendingCents)} en ${ordersLabel(totals.pendingOrders, 'pendiente', 'pendientes')} · ${ordersLabel(totals.cancelledOrders, 'cancelado', 'cancelados')}`}
        icon={DollarSign}
      />
      <StatCard
        title="Pedidos Totales"
        value={number.format(totals.orders)}
        detail="En todas las tiendas"
        icon={ShoppingBag}
      />
      <StatCard
        title="Propietarios Únicos"
        value={number.format(totals.owners)}
        detail="Cuentas con tienda"
        icon={Users}
      />
    </section>
  );
}
