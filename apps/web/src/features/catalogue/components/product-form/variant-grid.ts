/**
 * The variants editor is a table on a wide screen and a card per variant on a
 * phone: the same inputs, laid out by a CSS grid whose columns depend on how
 * many attributes the product has.
 */
export function variantGridColumns(attributeCount: number, tracksStock: boolean): string {
  return [
    `repeat(${Math.max(attributeCount, 1)}, minmax(7.5rem, 1fr))`,
    'minmax(6rem, 1fr)',
    tracksStock ? '5.5rem' : '',
    '7rem',
    '7rem',
    '4rem',
    '2.5rem',
  ]
    .filter(Boolean)
    .join(' ');
}

export const variantGridClass =
  'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-(--variant-columns) lg:items-start lg:gap-2';
