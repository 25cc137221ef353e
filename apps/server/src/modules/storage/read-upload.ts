import { MAX_UPLOAD_BYTES } from '@vidriera/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../shared/app-error';
import { IMAGE_TOO_LARGE } from './image-processing';

/** Reads the single file of a multipart upload into memory, within the size limit. */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Envía la imagen como multipart/form-data.', 'file');
  const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  if (!file) throw new AppError(422, 'VALIDATION_ERROR', 'Elige una imagen para subir.', 'file');
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'IMAGE_TOO_LARGE', IMAGE_TOO_LARGE, 'file');
    }
    throw error;
  }
}
