import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Storage } from '../../shared/storage';

export const UPLOADS_PREFIX = '/uploads/';

export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root) + sep)) throw new Error(`clave de archivo inválida: ${key}`);
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
    publicUrl: (key) => `${UPLOADS_PREFIX}${key}`,
    keyOf: (url) => (url.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : null),
  };
}
