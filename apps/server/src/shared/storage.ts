/** Where uploaded files live: local disk by default, S3-compatible when S3_* is set. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(keys: string[]): Promise<void>;
  /** The public address of a key, as stored in the database. */
  publicUrl(key: string): string;
  /** The key of a public address, or null when it is not ours. */
  keyOf(url: string): string | null;
}
