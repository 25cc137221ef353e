import type { StatisticsGrouping, StatisticsQuery } from '@vidriera/core';

/** Days as the shops count them (Buenos Aires' calendar), written AAAA-MM-DD; arithmetic on UTC noon, so no zone moves them. */
const dayMs = 86_400_000;
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * dayMs).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / dayMs) + 1;

/** The period asked and the one just before it, of as many days. */
export function periodsOf(q: StatisticsQuery) {
  const length = daysBetween(q.from, q.to);
  return { from: q.from, to: q.to, previousFrom: addDays(q.from, -length), previousTo: addDays(q.from, -1), length };
}

/** The first day of the stretch a day falls in: itself, its week's Monday or its month's first, never before `from`. */
export function bucketOf(day: string, by: StatisticsGrouping, from: string): string {
  let start = day;
  if (by === 'month') start = `${day.slice(0, 8)}01`;
  if (by === 'week') {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    start = addDays(day, -((weekday + 6) % 7));
  }
  return start < from ? from : start;
}

/** Every stretch of a period, in order. */
export function bucketsOf(from: string, to: string, by: StatisticsGrouping): string[] {
  const starts: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const start = bucketOf(day, by, from);
    if (starts.at(-1) !== start) starts.push(start);
  }
  return starts;
}
