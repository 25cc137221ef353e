import type { TrafficSource } from '@vidriera/core';

/*
 * Store visits as the owner's statistics count them (docs/product/statistics.md): an area says a store page was
 * seen or a cart started; the composition root's recorder (modules/statistics/visit-recorder.ts) keeps them in
 * memory and writes them in one batched statement every few seconds, so a page never waits on a write.
 */

/** Who asked, as the recorder tells visitors apart (hashed with the day's salt; never stored as such). */
export interface Visitor {
  ip: string;
  userAgent: string;
}

/** Where an order came from, for its own INSERT: a source already known, else the visitor's hash to look it up. */
export interface OrderTraffic {
  source: TrafficSource | null;
  day: string;
  visitor: string | null;
}

export interface VisitLog {
  /** A store page seen (`product`: a product's page), from `source` (the first of the visitor's day counts). */
  page(storeId: string, visitor: Visitor, kind: 'page' | 'product', source: TrafficSource): void;
  /** A cart used for the first time this day (the cart's check of its lines, from the public API). */
  cartStarted(storeId: string, visitor: Visitor): void;
  /** Where this visitor came from today, for her order (no statement of its own). */
  trafficOf(storeId: string, visitor: Visitor): OrderTraffic;
  flush(): Promise<void>;
  start(): void;
  close(): Promise<void>;
}
