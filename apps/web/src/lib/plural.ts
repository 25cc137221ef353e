/** "1 disponible", "3 disponibles": a count with its word in the singular only for one. */
export function countOf(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
