import multipart from '@fastify/multipart';
import { API_ERRORS, type ApiErrorCode, MAX_UPLOAD_BYTES } from '@vidriera/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiError, AppError } from '../../shared/app-error';

/** A refusal the multipart reader made on purpose (Fastify codes with a 4xx), as opposed to a form it could not read. */
function isOwnRefusal(error: unknown): boolean {
  const e = error as { code?: unknown; statusCode?: unknown };
  return (
    typeof e?.code === 'string' && e.code.startsWith('FST_') && typeof e.statusCode === 'number' && e.statusCode < 500
  );
}

export interface UploadLimit {
  bytes: number;
  tooLargeCode: ApiErrorCode;
  tooLarge: string;
  missing: string;
}

const IMAGE_UPLOAD: UploadLimit = {
  bytes: MAX_UPLOAD_BYTES,
  tooLargeCode: 'IMAGE_TOO_LARGE',
  tooLarge: API_ERRORS.IMAGE_TOO_LARGE.message,
  missing: 'Elige una imagen para subir.',
};

/** Multipart forms, in the areas that take files (a store's logo and banner, the catalogue's pictures and ZIP): one file, 5 MB unless a route reads less. */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10 } });
}

/**
 * Reads the single file of a multipart upload into memory, within the size
 * limit. A form without a boundary or cut short is the client's fault: 400.
 */
export async function readUpload(request: FastifyRequest, limit: UploadLimit = IMAGE_UPLOAD): Promise<Buffer> {
  if (!request.isMultipart())
    throw apiError('UNSUPPORTED_MEDIA_TYPE', 'Envía el archivo como multipart/form-data.', 'file');
  try {
    const file = await request.file({ limits: { fileSize: limit.bytes, files: 1 } });
    if (!file) throw apiError('VALIDATION_ERROR', limit.missing, 'file');
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw apiError(limit.tooLargeCode, limit.tooLarge, 'file');
    if (isOwnRefusal(error)) throw error;
    throw apiError('MALFORMED_UPLOAD', undefined, 'file');
  }
}
