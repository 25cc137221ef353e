import { useEffect } from 'react';

export const DEFAULT_TITLE = 'Vidriera';

/** Sets the tab title once it is known (store pages carry it in their first HTML too). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
