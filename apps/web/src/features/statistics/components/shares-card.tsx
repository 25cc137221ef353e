import { formatPrice, type StatisticsShare } from '@vidriera/core';
import { Card } from '@/components/ui/card';

/** Confirmed orders and their money by one thing (payment method, delivery, code, source), largest first. */
export function SharesCard({ title, shares }: { title: string; shares: StatisticsShare[] }) {
  const total = shares.reduce((sum, s) => sum + s.revenueCents, 0);
  return (
    <Card className="gap-2 p-4">
      <h2 className="font-semibold">{title}</h2>
      {shares.length === 0 && <p className="text-sm text-muted-foreground">Sin ventas en el período.</p>}
      <ul className="space-y-2">
        {shares.map((s) => (
          <li key={s.key} className="space-y-1 text-sm">
            <div className="flex justify-between gap-2">
              <span className="min-w-0 truncate">{s.label}</span>
              <span className="shrink-0 font-medium">
                {formatPrice(s.revenueCents)} · {s.orders} {s.orders === 1 ? 'pedido' : 'pedidos'}
              </span>
            </div>
            <div className="h-2 rounded bg-muted">
              <div
                className="h-2 rounded bg-primary"
                style={{ width: `${total === 0 ? 0 : Math.round((s.revenueCents / total) * 100)}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
