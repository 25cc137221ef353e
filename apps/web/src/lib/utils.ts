import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names; where two of them set the same thing, the later one wins (tailwind-merge). Store pages' islands
 * (the store build, `vite build --mode store`) only join: their classes never compete, so a shopper's phone does not
 * download tailwind-merge nor build its tables on the first render (docs/decisions/032-store-classes-without-merging.md;
 * the component tests of store code fail on a class that would need merging, test/class-conflicts.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return import.meta.env.MODE === 'store' ? clsx(inputs) : twMerge(clsx(inputs));
}
