import { formatPrice } from '@vidriera/core';
import { format, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { DailySales } from '../api/get-overview';

const dayLabel = (date: string) => format(parseISO(date), 'dd/MM', { locale: es });
const ordersLabel = (n: number) => `${n} ${n === 1 ? 'pedido' : 'pedidos'}`;

/** Daily sales of the last 30 days as plain CSS bars (no chart library); every bar is a labelled list item. */
export function SalesChart({ days }: { days: DailySales[] }) {
  const [active, setActive] = useState<number | null>(null);
  const max = Math.max(0, ...days.map((d) => d.salesCents));
  const total = days.reduce((sum, d) => sum + d.salesCents, 0);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  const shown = active === null ? null : days[active];
  const range = days.length ? `${dayLabel(days[0]?.date ?? '')} – ${dayLabel(days.at(-1)?.date ?? '')}` : '';

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-base">
          <h2>Ventas de los últimos 30 días</h2>
        </CardTitle>
        <CardDescription>{range}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="min-h-6 text-sm" aria-live="polite">
          {shown ? (
            <>
              <span className="font-semibold">{dayLabel(shown.date)}:</span> {formatPrice(shown.salesCents)} ·{' '}
              {ordersLabel(shown.orders)}
            </>
          ) : (
            <>
              <span className="font-semibold">{formatPrice(total)}</span>{' '}
              <span className="text-muted-foreground">en {ordersLabel(orders)}</span>
            </>
          )}
        </p>
        <div className="relative">
          {max > 0 && (
            <span className="absolute -top-1 right-0 text-[11px] text-muted-foreground tabular-nums">
              máx. {formatPrice(max)}
            </span>
          )}
          <ul
            aria-label="Ventas por día"
            className="flex h-40 items-end gap-[2px] border-b border-border pt-4 sm:gap-1"
          >
            {days.map((day, index) => {
              const height = max > 0 ? Math.max((day.salesCents / max) * 100, day.salesCents > 0 ? 3 : 0) : 0;
              return (
                <li
                  key={day.date}
                  aria-label={`${dayLabel(day.date)}: ${formatPrice(day.salesCents)}, ${ordersLabel(day.orders)}`}
                  title={`${dayLabel(day.date)}: ${formatPrice(day.salesCents)} · ${ordersLabel(day.orders)}`}
                  onMouseEnter={() => setActive(index)}
                  onMouseLeave={() => setActive(null)}
                  className="group flex h-full min-w-0 flex-1 items-end"
                >
                  <div
                    className={cn(
                      'w-full rounded-t-sm transition-colors',
                      day.salesCents > 0 ? 'bg-primary/70 group-hover:bg-primary' : 'h-[2px] bg-muted-foreground/20',
                      active === index && 'bg-primary',
                    )}
                    style={day.salesCents > 0 ? { height: `${height}%` } : undefined}
                  />
                </li>
              );
            })}
          </ul>
          {max === 0 && (
            <p className="pointer-events-none absolute inset-x-0 top-1/2 -translate-y-1/2 text-center text-sm text-muted-foreground">
              Sin ventas en los últimos 30 días
            </p>
          )}
          <div className="mt-1.5 flex gap-[2px] sm:gap-1" aria-hidden="true">
            {days.map((day, index) => (
              <span
                key={day.date}
                className="relative min-w-0 flex-1 text-center text-[10px] text-muted-foreground sm:text-[11px]"
              >
                {((index % 7 === 0 && index < days.length - 4) || index === days.length - 1) && (
                  <span
                    className={cn('absolute top-0 whitespace-nowrap', index === days.length - 1 ? 'right-0' : 'left-0')}
                  >
                    {dayLabel(day.date)}
                  </span>
                )}
                &nbsp;
              </span>
            ))}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
