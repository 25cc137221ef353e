import { LRUCache } from 'lru-cache';
import { singleFlight } from './single-flight';

/** Something read for a store at one version, how much memory it holds, and when it stops being true by itself. */
export interface KeptRead<T> {
  value: T;
  bytes: number;
  until: Date | null;
}

/**
 * What the storefront read from the database and keeps under a store's pages version (its catalogue's index, what
 * the words searched found; modules/storefront/catalogue-index.ts), so that the next page asking for it reads nothing.
 */
export interface KeptReads {
  /**
   * The value kept under `key` at `version`, else `read` once however many ask meanwhile, kept until a newer
   * version is asked or its `until` passes. A key names one kind of value (its prefix says which): each caller
   * reads its own keys only.
   */
  read<T>(key: string, version: string, read: () => Promise<KeptRead<T>>): Promise<T>;
}

/** Kept reads, one version a key (the latest asked), bounded in bytes; the least recently asked go first. */
export function createKeptReads(maxBytes = 80 * 1024 * 1024): KeptReads {
  const kept = new LRUCache<string, { version: string; read: KeptRead<unknown> }>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.read.bytes),
  });
  const reading = singleFlight<KeptRead<unknown>>();
  return {
    async read<T>(key: string, version: string, read: () => Promise<KeptRead<T>>) {
      const found = kept.get(key);
      // The entry under a key was read by its one caller, as a KeptRead<T>.
      if (found?.version === version) return found.read.value as T;
      const fresh = await reading(`${key}#${version}`, async () => {
        const value = await read();
        const ttl = value.until ? value.until.getTime() - Date.now() : undefined;
        if ((ttl === undefined || ttl > 0) && value.bytes <= maxBytes)
          kept.set(key, { version, read: value }, ttl === undefined ? {} : { ttl });
        return value;
      });
      return fresh.value as T;
    },
  };
}
