import { firstIssue, firstNameSchema, lastNameSchema, PASSWORD_MIN, signUpSchema } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { APIError } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { COMMON_PASSWORD, isCommonPassword } from './password-policy';
import { replaceUnconfirmedAccount } from './replace-unconfirmed';

const refuse = (field: string, message: string) => new APIError('UNPROCESSABLE_ENTITY', { code: 'INVALID_INPUT', message, field });

function parsed<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (!result.success) {
    const { field, message } = firstIssue(result.error);
    throw refuse(field, message);
  }
  return result.data;
}

/** Only the name can change through the library's update-user, with the sign-up rules; e-mail and password have their own ways. */
const updateUserSchema = z.strictObject(
  { firstName: firstNameSchema, lastName: lastNameSchema },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Solo puedes cambiar tu nombre y apellido.' : undefined) },
);

/** A password too short or too long keeps the library's own message; one of fitting length may still be too common. */
function refuseCommon(field: string, password: unknown): void {
  if (typeof password === 'string' && password.length >= PASSWORD_MIN && isCommonPassword(password)) throw refuse(field, COMMON_PASSWORD);
}

/**
 * Our rules on what reaches the auth library (docs/product/accounts.md): the
 * sign-up form's fields and messages, no common password on sign-up or
 * reset, a valid sign-up starting over an unconfirmed account of its address,
 * and names through update-user kept as sign-up keeps them.
 */
export const authInputRules = (db: Kysely<Database>) =>
  createAuthMiddleware(async (ctx) => {
    if (ctx.path === '/sign-up/email') {
      const { firstName, lastName, email, password } = parsed(signUpSchema, ctx.body);
      refuseCommon('password', password);
      await replaceUnconfirmedAccount(db, email);
      return { context: { body: { ...ctx.body, firstName, lastName, email, name: `${firstName} ${lastName}` } } };
    }
    if (ctx.path === '/reset-password') {
      refuseCommon('newPassword', (ctx.body as { newPassword?: unknown } | undefined)?.newPassword);
      return undefined;
    }
    if (ctx.path === '/update-user') {
      const { firstName, lastName } = parsed(updateUserSchema, ctx.body);
      return { context: { body: { firstName, lastName, name: `${firstName} ${lastName}` } } };
    }
    return undefined;
  });
