import {
  type ApiErrorBody,
  codeForStatus,
  GENERIC_ERROR_MESSAGE,
  type RouteAnswer,
  type RouteDef,
  routeUrl,
} from '@vidriera/core';
import { ApiError } from './api-client';

/**
 * Uploads one file as multipart/form-data (field "file"), reporting progress
 * from 0 to 100. XMLHttpRequest because fetch cannot report upload progress.
 * Refusals become the same ApiError the API client throws.
 */
export function uploadFile<T>(
  path: string,
  file: Blob,
  filename: string,
  onProgress?: (percent: number) => void,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const form = new FormData();
    form.append('file', file, filename);
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(body as T);
        return;
      }
      const error = body as Partial<ApiErrorBody> | undefined;
      reject(
        new ApiError(xhr.status, {
          code: typeof error?.code === 'string' ? error.code : codeForStatus(xhr.status),
          message: typeof error?.message === 'string' ? error.message : GENERIC_ERROR_MESSAGE,
          ...(typeof error?.field === 'string' ? { field: error.field } : {}),
        }),
      );
    };
    xhr.send(form);
  });
}

/** Uploads one file to a route of the table (packages/core/src/<area>/<area>-api.ts), its answer typed by the entry. */
export function uploadToRoute<R extends RouteDef>(
  route: R,
  file: Blob,
  filename: string,
  options: { params?: Record<string, string>; onProgress?: ((percent: number) => void) | undefined } = {},
): Promise<RouteAnswer<R>> {
  const method = route.method === 'PUT' ? 'PUT' : 'POST';
  return uploadFile<RouteAnswer<R>>(routeUrl(route.path, options.params), file, filename, options.onProgress, method);
}
