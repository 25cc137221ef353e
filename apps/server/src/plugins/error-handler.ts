import { codeForStatus } from '@vidriera/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, apiError, errorBody } from '../shared/app-error';
import { isLockConflict } from '../shared/db-errors';

/** A refusal of the framework itself (a body that is not JSON, too large, of another type) as the table's code, in Spanish. */
function frameworkRefusal(error: FastifyError, status: number) {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return errorBody('INVALID_JSON_BODY');
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return errorBody('INVALID_JSON_BODY', 'El cuerpo de la solicitud está vacío.');
  return errorBody(codeForStatus(status));
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
      return reply.status(status).send(frameworkRefusal(error, status));
    }
    request.log.error({ err: error }, 'error inesperado');
    return reply.status(500).send({ ...errorBody('INTERNAL'), requestId: request.id });
  });
}

/** The answer to an address no route of the API has (the API's plugins' not-found handler, and the pages' for files and other methods). */
export function answerRouteNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(errorBody('NOT_FOUND', 'Ruta no encontrada.'));
}
