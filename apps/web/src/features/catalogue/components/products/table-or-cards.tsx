import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A list of products: the table on a wide screen, the cards on a phone (`cardsClassName` spaces the cards). */
export function TableOrCards({
  table,
  cards,
  cardsClassName,
}: {
  table: ReactNode;
  cards: ReactNode;
  cardsClassName?: string;
}) {
  return (
    <>
      <div className="hidden md:block">{table}</div>
      <div className={cn(cardsClassName, 'md:hidden')}>{cards}</div>
    </>
  );
}
