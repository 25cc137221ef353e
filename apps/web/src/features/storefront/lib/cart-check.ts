import type { CartVariant } from '@vidriera/core';
import type { CartLine } from './cart-line';

export type LineProblem = { kind: 'gone' } | { kind: 'short'; available: number };

/** What stops the order: variants no longer for sale, or fewer units than the line asks for. */
export function cartProblems(lines: readonly CartLine[], variants: readonly CartVariant[]): Map<string, LineProblem> {
  const byId = new Map(variants.map((v) => [v.id, v]));
  const problems = new Map<string, LineProblem>();
  for (const line of lines) {
    const variant = byId.get(line.variant_id);
    if (!variant) problems.set(line.variant_id, { kind: 'gone' });
    else if (variant.availableStock !== null && variant.availableStock < line.quantity) {
      problems.set(line.variant_id, { kind: 'short', available: variant.availableStock });
    }
  }
  return problems;
}

export function problemText(problem: LineProblem): string {
  if (problem.kind === 'gone') return 'Ya no está disponible';
  return problem.available > 0 ? `Solo quedan ${problem.available}` : 'Sin stock';
}
