import { AwsClient } from 'aws4fetch';
import type { Storage } from '../../shared/storage';

export interface S3Options {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base address of the objects; default `{endpoint}/{bucket}`. */
  publicUrl?: string | undefined;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Any S3-compatible store (AWS, R2, MinIO…), path-style, signed with SigV4. */
export function createS3Storage(options: S3Options): Storage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
  });
  const base = `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}`;
  const publicBase = (options.publicUrl ?? base).replace(/\/+$/, '');
  const objectUrl = (key: string) => `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;

  return {
    async put(key, body, contentType) {
      const res = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': contentType, 'cache-control': IMMUTABLE },
      });
      if (!res.ok) throw new Error(`S3 PUT ${key}: ${res.status} ${await res.text()}`);
    },
    async delete(keys) {
      await Promise.all(
        keys.map(async (key) => {
          const res = await client.fetch(objectUrl(key), { method: 'DELETE' });
          if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key}: ${res.status}`);
        }),
      );
    },
    publicUrl: (key) => `${publicBase}/${key}`,
    keyOf: (url) => (url.startsWith(`${publicBase}/`) ? url.slice(publicBase.length + 1) : null),
  };
}
