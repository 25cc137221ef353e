import {
  formatPrice,
  STATISTICS_GROUPING_LABELS,
  STATISTICS_GROUPINGS,
  type StatisticsGrouping,
  statisticsQuerySchema,
} from '@vidriera/core';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useStoreRequired } from '@/hooks/use-store-required';
import { useStatistics } from '../api/statistics';
import { FigureCard } from '../components/figure-card';
import { SharesCard } from '../components/shares-card';
import { FunnelChart, RevenueChart } from '../components/statistics-charts';

/** The last 30 days in Buenos Aires, as the date fields write them. */
function lastDays(days: number) {
  const format = (d: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(d).slice(0, 10);
  return { from: format(new Date(Date.now() - (days - 1) * 86_400_000)), to: format(new Date()) };
}

/** /admin/statistics: "Estadísticas" (docs/product/statistics.md). */
export function StatisticsPage() {
  useStoreRequired();
  const [period, setPeriod] = useState(() => ({ ...lastDays(30), by: 'day' as StatisticsGrouping }));
  const checked = statisticsQuerySchema.safeParse(period);
  const stats = useStatistics(period, checked.success);
  const s = stats.data;
  return (
    <div className="min-h-dvh bg-muted/30">
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
        <PageHeader
          title="Estadísticas"
          subtitle="Cómo le va a tu tienda, frente al período anterior."
          backTo="/admin"
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="space-y-1">
            <Label htmlFor="stats-from">Desde</Label>
            <Input
              id="stats-from"
              type="date"
              value={period.from}
              onChange={(e) => setPeriod({ ...period, from: e.target.value })}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="stats-to">Hasta</Label>
            <Input
              id="stats-to"
              type="date"
              value={period.to}
              onChange={(e) => setPeriod({ ...period, to: e.target.value })}
            />
          </div>
          <Select value={period.by} onValueChange={(by) => setPeriod({ ...period, by: by as StatisticsGrouping })}>
            <SelectTrigger aria-label="Agrupar" className="sm:w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {STATISTICS_GROUPINGS.map((by) => (
                <SelectItem key={by} value={by}>
                  {STATISTICS_GROUPING_LABELS[by]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {!checked.success && <p className="text-sm text-destructive">{checked.error.issues[0]?.message}</p>}
        {!s ? (
          <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
            {stats.isError ? 'No se pudieron cargar las estadísticas.' : <Spinner className="size-5 text-primary" />}
          </p>
        ) : (
          <>
            <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
              <FigureCard
                label="Ingresos"
                value={s.totals.revenueCents}
                previous={s.previous.revenueCents}
                format={formatPrice}
              />
              <FigureCard label="Visitas" value={s.totals.visits} previous={s.previous.visits} />
              <FigureCard
                label="Vistas de productos"
                value={s.totals.productViews}
                previous={s.previous.productViews}
              />
              <FigureCard label="Carritos iniciados" value={s.totals.cartsStarted} previous={s.previous.cartsStarted} />
              <FigureCard label="Pedidos enviados" value={s.totals.ordersSent} previous={s.previous.ordersSent} />
              <FigureCard label="Confirmados" value={s.totals.ordersConfirmed} previous={s.previous.ordersConfirmed} />
              <FigureCard label="Pagados" value={s.totals.ordersPaid} previous={s.previous.ordersPaid} />
            </div>
            <RevenueChart stats={s} />
            <FunnelChart stats={s} />
            <Card className="gap-0 overflow-x-auto p-0">
              <h2 className="p-4 font-semibold">Más vendidos</h2>
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Producto</TableHead>
                    <TableHead className="text-right">Unidades</TableHead>
                    <TableHead className="text-right">Ingresos</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {s.bestSellers.map((b) => (
                    <TableRow key={`${b.productId ?? ''}${b.name}`}>
                      <TableCell>{b.name}</TableCell>
                      <TableCell className="text-right">{b.units}</TableCell>
                      <TableCell className="text-right">{formatPrice(b.revenueCents)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Card>
            <div className="grid gap-3 md:grid-cols-2">
              <SharesCard title="Por medio de pago" shares={s.byPaymentMethod} />
              <SharesCard title="Por forma de entrega" shares={s.byDelivery} />
              <SharesCard title="Por código de descuento" shares={s.byDiscountCode} />
              <SharesCard title="Por origen" shares={s.bySource} />
            </div>
            <Card className="gap-2 p-4">
              <h2 className="font-semibold">Visitas por origen</h2>
              <ul className="text-sm">
                {s.visitsBySource.map((v) => (
                  <li key={v.source} className="flex justify-between">
                    <span>{v.label}</span>
                    <span className="font-medium">{v.visits}</span>
                  </li>
                ))}
                {s.visitsBySource.length === 0 && <li className="text-muted-foreground">Sin visitas en el período.</li>}
              </ul>
            </Card>
          </>
        )}
      </main>
    </div>
  );
}
