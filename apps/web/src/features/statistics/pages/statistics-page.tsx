import {
  formatPrice,
  STATISTICS_GROUPING_LABELS,
  STATISTICS_GROUPINGS,
  type StatisticsGrouping,
  statisticsQuerySchema,
} from '@vidriera/core';
import { useState } from 'react';
import { DateRangeFields, lastDays } from '@/components/date-range-fields';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { ChoiceSelect } from '@/components/choice-select';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useStoreRequired } from '@/hooks/use-store-required';
import { useStatistics } from '../api/statistics';
import { FigureCard } from '../components/figure-card';
import { SharesCard } from '../components/shares-card';
import { FunnelChart, RevenueChart } from '../components/statistics-charts';

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
          <DateRangeFields idPrefix="stats" period={period} onChange={setPeriod} />
          <ChoiceSelect
            label="Agrupar"
            className="sm:w-44"
            value={period.by}
            onChange={(by) => setPeriod({ ...period, by })}
            choices={STATISTICS_GROUPINGS.map((by) => [by, STATISTICS_GROUPING_LABELS[by]] as const)}
          />
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
