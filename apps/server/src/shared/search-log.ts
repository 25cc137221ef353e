/*
 * The storefront's searches as the owner's statistics count them (docs/product/storefront.md, "Búsqueda"): an area
 * says what a shopper searched, the composition root's recorder (modules/search/search-recorder.ts) keeps the counts
 * in memory and writes them in batches, so a search never waits on the write.
 */
export interface SearchLog {
  /**
   * A search of `query` in the store `storeId` that found `results` products; null when the page was sent as it
   * was kept (the results are the ones last counted for that query).
   */
  record(storeId: string, query: string, results: number | null): void;
  /** Writes what is counted so far (every few seconds once started, and on shutdown). */
  flush(): Promise<void>;
  /**
   * Writes every few seconds from now on: the process starts it (main.ts), as it starts the job worker; a test
   * flushes when it wants, so no write of its own slips between the statements a test counts.
   */
  start(): void;
  /** Stops counting by time and writes what is left (the server's closing). */
  close(): Promise<void>;
}
