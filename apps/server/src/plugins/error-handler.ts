import { GENERIC_ERROR_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from '@vidriera/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, apiError } from '../shared/app-error';
import { isLockConflict } from '../shared/db-errors';

const MESSAGES_BY_STATUS: Record<number, string> = {
  400: 'La solicitud no es válida.',
  401: 'Tienes que iniciar sesión.',
  403: 'No tienes permiso para hacer esto.',
  404: 'No encontramos lo que buscas.',
  405: 'Método no permitido.',
  406: 'Formato de respuesta no disponible.',
  413: 'La solicitud es demasiado grande.',
  415: 'Tipo de contenido no admitido. Envía JSON.',
  429: TOO_MANY_ATTEMPTS_MESSAGE,
};

function clientMessage(error: FastifyError, status: number): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return 'El cuerpo de la solicitud no es JSON válido.';
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'El cuerpo de la solicitud está vacío.';
  return MESSAGES_BY_STATUS[status] ?? 'La solicitud no es válida.';
}

/** One place maps errors to answers: domain errors to 4xx, a transaction PostgreSQL ended over locks to a 503 to retry, the rest to a bare 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    let error: FastifyError | AppError = thrown;
    if (isLockConflict(error)) {
      // Rows are locked in one order everywhere (docs/ARCHITECTURE.md); should two transactions still wait for each other, the one ended saved nothing.
      request.log.warn({ err: error }, 'transacción terminada por un conflicto de bloqueos');
      reply.header('retry-after', '1');
      error = apiError('BUSY');
    }
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ code: error.code, message: error.message, field: error.field, ...error.details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'solicitud rechazada');
      return reply.status(status).send({ code: error.code ?? 'BAD_REQUEST', message: clientMessage(error, status) });
    }
    request.log.error({ err: error }, 'error inesperado');
    return reply.status(500).send({ code: 'INTERNAL', message: GENERIC_ERROR_MESSAGE, requestId: request.id });
  });
}

/** The answer to an address no route of the API has (the API's plugins' not-found handler, and the pages' for files and other methods). */
export function answerRouteNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ code: 'NOT_FOUND', message: 'Ruta no encontrada.' });
}
