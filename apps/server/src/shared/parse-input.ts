import { firstIssue } from '@vidriera/core';
import type { z } from 'zod';
import { apiError } from './app-error';

/** Validates input with a shared schema; the first problem becomes a 422 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const { field, message } = firstIssue(result.error);
    throw apiError('VALIDATION_ERROR', message, field || undefined);
  }
  return result.data;
}
