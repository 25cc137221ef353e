import { join } from 'node:path';
import type { Config } from '../../shared/config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from '../../shared/storage';

/** Where pictures are served from when they live in S3-compatible storage (the pages' Content-Security-Policy allows it). */
export function s3ImageOrigin(config: Config): string[] {
  const base = config.S3_PUBLIC_URL ?? config.S3_ENDPOINT;
  return config.S3_BUCKET && base ? [new URL(base).origin] : [];
}

/** S3-compatible storage when S3_* is set, local disk otherwise. */
export function createStorage(config: Config): Storage {
  if (config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return createLocalStorage(join(config.DATA_DIR, 'uploads'));
}
