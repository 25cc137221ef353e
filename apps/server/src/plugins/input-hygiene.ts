import fp from 'fastify-plugin';
import { apiError } from '../shared/app-error';
import { jsonShapeProblem } from './json-shape';

/** A NUL character (PostgreSQL text cannot hold it) or a lone half of a surrogate pair (not Unicode text). */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string (key or value) that is not storable text; [] for the value itself, null when all is well. */
export function badTextPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return BAD_TEXT.test(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (BAD_TEXT.test(key)) return path;
    const found = badTextPath(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

export const BAD_TEXT_MESSAGE = (field: string) => `El campo ${field} tiene caracteres no válidos.`;
/** A key itself (or the whole part) is bad: there is no field to name. */
const BAD_PART_MESSAGES = {
  params: 'La dirección de la solicitud tiene caracteres no válidos.',
  query: 'La consulta de la solicitud tiene caracteres no válidos.',
  body: 'El cuerpo de la solicitud tiene caracteres no válidos.',
} as const;

const JSON_SHAPE_MESSAGES = {
  'too-deep': 'El cuerpo de la solicitud tiene demasiados niveles anidados.',
  'repeated-key': 'El cuerpo de la solicitud repite un campo.',
} as const;

/**
 * Input rules that hold for every route, before any route looks at its input
 * (docs/SECURITY.md): JSON bodies are checked for depth and repeated keys
 * before they are parsed, and no text in the path, the query or the body may
 * carry a NUL or a lone surrogate (422 naming the field). Shared with every
 * route on purpose (fastify-plugin); registered after the access check, so a
 * stranger learns nothing from input rules.
 */
export const inputHygiene = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const problem = jsonShapeProblem(body as string);
      if (problem) {
        done(apiError('INVALID_JSON_BODY', JSON_SHAPE_MESSAGES[problem]), undefined);
        return;
      }
      parseJson(request, body as string, done);
    });

    app.addHook('preValidation', async (request) => {
      for (const [part, value] of [
        ['params', request.params],
        ['query', request.query],
        ['body', request.body],
      ] as const) {
        const path = badTextPath(value);
        if (path !== null) {
          const field = path.join('.');
          throw apiError('VALIDATION_ERROR', field ? BAD_TEXT_MESSAGE(field) : BAD_PART_MESSAGES[part], field || part);
        }
      }
    });
  },
  { name: 'input-hygiene' },
);
