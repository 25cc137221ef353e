/**
 * Lets every request waiting on the event loop run before the caller goes on:
 * long work (an import, a feed) is done in chunks with this between them, so
 * one request never holds the others (docs/SECURITY.md, "No request stalls the
 * others").
 */
export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
