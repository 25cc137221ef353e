import type { StorePageContext } from '@vidriera/core';
import type { ReactNode } from 'react';
import { MeasurementNotice } from './measurement-notice';
import { StoreHeader } from './store-header';
import { WholesaleNotice } from './wholesale-notice';

/** Every page of a store: its header (with the words searched, on the search page) above the page's own content. */
export function StoreLayout({
  context,
  query,
  children,
}: {
  context: StorePageContext;
  query?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <StoreHeader {...context} query={query} />
      <WholesaleNotice minimum={context.store.wholesaleMinimum} />
      {children}
      <MeasurementNotice measurement={context.store.measurement} />
    </div>
  );
}
