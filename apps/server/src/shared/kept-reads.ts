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
  /**
   * The values kept under `keys` at `version`; those missing are read together by `read` (one call for all of them,
   * not shared with another caller missing the same ones) and kept like `read`'s. A key `read` does not answer is
   * left out of the answer.
   */
  readMany<T>(
    keys: string[],
    version: string,
    read: (missing: string[]) => Promise<Map<string, KeptRead<T>>>,
  ): Promise<Map<string, T>>;
}

/** Kept reads, one version a key (the latest asked), bounded in bytes; the least recently asked go first. */
export function createKeptReads(maxBytes = 80 * 1024 * 1024): KeptReads {
  const kept = new LRUCache<string, { version: string; read: KeptRead<unknown> }>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.read.bytes),
  });
  const reading = singleFlight<KeptRead<unknown>>();
  const keep = (key: string, version: string, value: KeptRead<unknown>) => {
    const ttl = value.until ? value.until.getTime() - Date.now() : undefined;
    if ((ttl === undefined || ttl > 0) && value.bytes <= maxBytes)
      kept.set(key, { version, read: value }, ttl === undefined ? {} : { ttl });
  };
  // The entry under a key was read by its one caller, as a KeptRead<T>.
  const found = <T>(key: string, version: string) => {
    const entry = kept.get(key);
    return entry?.version === version ? { value: entry.read.value as T } : undefined;
  };
  return {
    async read<T>(key: string, version: string, read: () => Promise<KeptRead<T>>) {
      const hit = found<T>(key, version);
      if (hit) return hit.value;
      const fresh = await reading(`${key}#${version}`, async () => {
        const value = await read();
        keep(key, version, value);
        return value;
      });
      return fresh.value as T;
    },
    async readMany<T>(keys: string[], version: string, read: (missing: string[]) => Promise<Map<string, KeptRead<T>>>) {
      const values = new Map<string, T>();
      const missing: string[] = [];
      for (const key of keys) {
        const hit = found<T>(key, version);
        if (hit) values.set(key, hit.value);
        else missing.push(key);
      }
      if (missing.length === 0) return values;
      const fresh = await read(missing);
      for (const [key, value] of fresh) {
        keep(key, version, value);
        values.set(key, value.value);
      }
      return values;
    },
  };
}
