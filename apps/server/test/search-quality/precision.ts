import type { JudgedQuery } from './queries';

/*
 * Precision in the first five (issue 47's "Done when"), for a query with relevant products:
 *
 *   P@5 = (relevant products among the first min(5, returned) results) / min(5, number of relevant products)
 *
 * so a query with 2 relevant products scores 1 when both are among the first five, whatever follows them, and a
 * query with 12 scores 1 when the first five are all relevant. An empty answer scores 0.
 */

export const FIRST = 5;

export interface Answer extends JudgedQuery {
  returned: string[];
  total: number;
}
export interface Scored extends Answer {
  precision: number;
}

export function precisionAtFive(relevant: string[], returned: string[]): number {
  const wanted = new Set(relevant);
  const hits = returned.slice(0, FIRST).filter((name) => wanted.has(name)).length;
  return hits / Math.min(FIRST, relevant.length);
}

export const scored = (answers: Answer[]): Scored[] =>
  answers
    .filter((a) => a.relevant.length > 0)
    .map((a) => ({ ...a, precision: precisionAtFive(a.relevant, a.returned) }));

export const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

const figure = (value: number) => value.toFixed(2);

/** One line for a query: its score, what came first (✓ relevant, ✗ not) and the relevant products it missed. */
function describe(a: Scored): string {
  const wanted = new Set(a.relevant);
  const first = a.returned.slice(0, FIRST);
  const shown = first.map((name) => `${wanted.has(name) ? '✓' : '✗'} ${name}`).join(' | ');
  const missing = a.relevant.filter((name) => !first.includes(name));
  const more = a.total > first.length ? ` (+${a.total - first.length} more)` : '';
  const missed = missing.length > 0 ? `\n      missing from the first five: ${missing.slice(0, 8).join(', ')}` : '';
  return `  ${figure(a.precision)}  "${a.q}" [${a.kind}] → ${shown || '(nothing)'}${more}${missed}`;
}

/** The report a failing assertion prints: the mean, the mean of each kind of query, every query below 1.0. */
export function qualityReport(results: Scored[]): string {
  const kinds = [...new Set(results.map((r) => r.kind))].map(
    (kind) => `${kind} ${figure(mean(results.filter((r) => r.kind === kind).map((r) => r.precision)))}`,
  );
  const below = results.filter((r) => r.precision < 1).sort((a, b) => a.precision - b.precision);
  return [
    `Mean precision in the first five over ${results.length} queries: ${figure(mean(results.map((r) => r.precision)))}` +
      ' (P@5 = relevant among the first min(5, returned) / min(5, relevant products); goal ≥ 0.90).',
    `By kind: ${kinds.join('; ')}.`,
    `${below.length} queries below 1.00:`,
    ...below.map(describe),
  ].join('\n');
}
