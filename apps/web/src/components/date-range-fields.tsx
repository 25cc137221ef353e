import { orderDay } from '@vidriera/core';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A period as the date fields write it, in Buenos Aires days: "2026-12-01" to "2026-12-06". */
export interface DatePeriod {
  from: string;
  to: string;
}

/** The last `days` days, today included. */
export const lastDays = (days: number): DatePeriod => ({
  from: orderDay(Date.now() - (days - 1) * 86_400_000),
  to: orderDay(),
});

/** From the first of this month to today. */
export const thisMonth = (): DatePeriod => {
  const today = orderDay();
  return { from: `${today.slice(0, 8)}01`, to: today };
};

/** "Desde" and "Hasta" side by side (the orders' export, the statistics). */
export function DateRangeFields<P extends DatePeriod>({
  idPrefix,
  period,
  onChange,
}: {
  idPrefix: string;
  period: P;
  onChange: (period: P) => void;
}) {
  return (
    <>
      <div className="space-y-1">
        <Label htmlFor={`${idPrefix}-from`}>Desde</Label>
        <Input
          id={`${idPrefix}-from`}
          type="date"
          value={period.from}
          onChange={(event) => onChange({ ...period, from: event.target.value })}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${idPrefix}-to`}>Hasta</Label>
        <Input
          id={`${idPrefix}-to`}
          type="date"
          value={period.to}
          onChange={(event) => onChange({ ...period, to: event.target.value })}
        />
      </div>
    </>
  );
}
