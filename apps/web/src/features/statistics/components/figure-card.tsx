import { Card } from '@/components/ui/card';

/** A figure with the previous period's beside it and the change, in words a reader says aloud. */
export function FigureCard({
  label,
  value,
  previous,
  format = String,
}: {
  label: string;
  value: number;
  previous: number;
  format?: (n: number) => string;
}) {
  const change = previous === 0 ? null : Math.round(((value - previous) / previous) * 100);
  return (
    <Card className="gap-1 p-4" data-testid={`figure-${label}`}>
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-semibold">{format(value)}</p>
      <p className="text-xs text-muted-foreground">
        Período anterior: {format(previous)}
        {change !== null && ` (${change > 0 ? '+' : ''}${change}%)`}
      </p>
    </Card>
  );
}
