import type { StorePageContext } from '@vidriera/core';
import type { ReactNode } from 'react';
import { StoreHeader } from './store-header';

/** Every page of a store: its header above the page's own content. */
export function StoreLayout({ context, children }: { context: StorePageContext; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <StoreHeader {...context} />
      {children}
    </div>
  );
}
