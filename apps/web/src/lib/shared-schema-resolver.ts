import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that validates plain-string inputs with a shared
 * @vidriera/core schema, so a form gives the server's rules and Spanish messages
 * and submits the schema's normalised output. Those schemas preprocess optional
 * fields (blank → null), which makes their input type `unknown`; zodResolver
 * then types the form by that wider input. `TForm extends TIn` still checks the
 * form's values are valid schema input, so retyping the resolver here is safe.
 */
export function sharedSchemaResolver<TForm extends FieldValues & TIn, TIn, TOut>(
  schema: z.ZodType<TOut, TIn>,
): Resolver<TForm, unknown, TOut> {
  return zodResolver(schema as z.ZodType<TOut, FieldValues>) as unknown as Resolver<TForm, unknown, TOut>;
}
