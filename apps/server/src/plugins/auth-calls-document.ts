import { apiErrorSchema, AUTH_CALLS, type AuthCall } from '@vidriera/core';
import { z } from 'zod';

/** Statuses every call of the auth library may answer (auth-routes.ts; the Origin check, plugins/origin-check.ts). */
const AUTH_ERROR_STATUSES = [400, 403, 413, 415, 429, 500];

function jsonBody(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return { 'application/json': { schema: json } };
}

function operationOf(call: AuthCall, operationId: string, errorDescription: (status: number) => string) {
  const statuses = [...new Set([...AUTH_ERROR_STATUSES, ...(call.errors ?? [])])].sort((a, b) => a - b);
  const error = jsonBody(apiErrorSchema, 'output');
  return {
    operationId,
    summary: call.summary,
    description: 'De la biblioteca de autenticación (better-auth), con las respuestas de error de Vidriera.',
    tags: ['auth'],
    'x-access': call.access,
    security: call.access === 'public' ? [] : [{ session: [] }],
    requestBody: { required: true, content: jsonBody(call.body, 'input') },
    responses: {
      200: { description: 'Hecho', content: jsonBody(call.answer, 'output') },
      ...Object.fromEntries(
        statuses.map((status) => [status, { description: errorDescription(status), content: error }]),
      ),
    },
  };
}

/** The document's paths for the auth library's calls the web makes (packages/core/src/auth/auth-calls.ts), each named `auth` + its name. */
export function authCallPaths(errorDescription: (status: number) => string): Record<string, Record<string, unknown>> {
  const calls: [string, AuthCall][] = Object.entries(AUTH_CALLS);
  return Object.fromEntries(
    calls.map(([name, call]) => [
      call.path,
      {
        [call.method.toLowerCase()]: operationOf(
          call,
          `auth${name[0]?.toUpperCase()}${name.slice(1)}`,
          errorDescription,
        ),
      },
    ]),
  );
}
