import { formatPrice, type Statistics } from '@vidriera/core';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '@/components/ui/card';

const day = (start: string) => `${start.slice(8, 10)}/${start.slice(5, 7)}`;
const pesos = (cents: number) => formatPrice(cents);
const short = (cents: number) => `$${Math.round(cents / 100).toLocaleString('es-AR')}`;

/** Revenue stretch by stretch, beside the same stretch of the previous period. */
export function RevenueChart({ stats }: { stats: Statistics }) {
  const data = stats.series.map((p) => ({
    name: day(p.start),
    Ingresos: p.revenueCents,
    'Período anterior': p.previousRevenueCents,
  }));
  const sold = stats.series.some((p) => p.revenueCents > 0 || p.previousRevenueCents > 0);
  return (
    <Card className="p-4" data-testid="revenue-chart">
      <h2 className="font-semibold">Ingresos</h2>
      {!sold && <p className="text-sm text-muted-foreground">Sin ventas en este período ni en el anterior.</p>}
      <div className={sold ? 'h-72' : 'hidden'} role="img" aria-label="Ingresos por tramo frente al período anterior">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis dataKey="name" fontSize={12} />
            {/* At least $100 high: small amounts in cents would otherwise write "$0" on every line. */}
            <YAxis
              tickFormatter={short}
              fontSize={12}
              width={80}
              domain={[0, (top: number) => Math.max(top, 100_00)]}
            />
            <Tooltip formatter={(v) => pesos(Number(v))} />
            <Legend />
            <Bar dataKey="Ingresos" fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
            <Bar dataKey="Período anterior" fill="var(--color-muted-foreground)" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}

/** From a visit to a paid order, each step's count. */
export function FunnelChart({ stats }: { stats: Statistics }) {
  const t = stats.totals;
  const data = [
    { name: 'Visitas', value: t.visits },
    { name: 'Carritos iniciados', value: t.cartsStarted },
    { name: 'Pedidos enviados', value: t.ordersSent },
    { name: 'Confirmados', value: t.ordersConfirmed },
    { name: 'Pagados', value: t.ordersPaid },
  ];
  return (
    <Card className="p-4" data-testid="funnel">
      <h2 className="font-semibold">Embudo</h2>
      <div className="h-64" role="img" aria-label="Embudo de la visita al pedido pagado">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ left: 24 }}>
            <XAxis type="number" allowDecimals={false} fontSize={12} />
            <YAxis type="category" dataKey="name" width={130} fontSize={12} />
            <Tooltip />
            <Bar dataKey="value" name="Cantidad" fill="var(--color-primary)" radius={[0, 4, 4, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ol className="mt-2 grid grid-cols-2 gap-1 text-center text-xs text-muted-foreground sm:grid-cols-5">
        {data.map((step) => (
          <li key={step.name}>
            {step.name}: <span className="font-medium text-foreground">{step.value}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
