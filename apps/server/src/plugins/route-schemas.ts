import { apiErrorSchema, errorStatusesOf, firstIssue } from '@vidriera/core';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiError } from '../shared/app-error';

/** Statuses a route outside the route table (better-auth's catch-all) may answer with the error body. */
const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 422, 429, 500] as const;

/** "idempotency-key" → "Idempotency-Key": a header named as people write it. */
const headerName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => `${dash}${c.toUpperCase()}`);

/**
 * Every route declares its params, query, body and answers as zod schemas
 * from `@vidriera/core`. Input that fails its schema is refused here, before
 * the handler: a 422 with the schema's Spanish message naming the field.
 * Answers are encoded through their schema, so a handler cannot send a field
 * the contract does not name (zod drops it) or a shape it does not allow
 * (a 500, logged: a bug of ours).
 */
export function registerRouteSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => (data) => {
    const result = (schema as z.ZodType).safeParse(data ?? {});
    if (result.success) return { value: result.data };
    const { field, message } = firstIssue(result.error);
    const named = httpPart === 'headers' && field ? headerName(field) : field;
    return { error: apiError('VALIDATION_ERROR', message, named || undefined) };
  });
  app.setSerializerCompiler(createSerializerCompiler());
}

/**
 * An `onRoute` hook of the API's plugins (apps/server/src/app-api.ts, apps/server/src/public-api.ts):
 * a route answers its errors with the error body (apiErrorSchema), with the
 * statuses its table entry may answer (`errorStatusesOf`), and the OpenAPI
 * document lists those.
 */
export function addErrorAnswers(route: RouteOptions): void {
  const schema: FastifySchema = route.schema ?? {};
  const response = (schema.response ?? {}) as Record<number, unknown>;
  const entry = route.config?.route;
  for (const status of entry ? errorStatusesOf(entry) : ERROR_STATUSES) response[status] ??= apiErrorSchema;
  route.schema = { ...schema, response };
}
