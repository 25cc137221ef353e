import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** tailwind-merge builds its class map on its first call: made ahead, so it is not part of a longer task. */
export function warmUpClassMerging(): void {
  twMerge('p-0 p-1');
}
