import {
  firstIssue,
  firstNameSchema,
  lastNameSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type PasswordOwner,
  signUpSchema,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { APIError } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { newPasswordProblem } from './password-policy';
import { replaceUnconfirmedAccount } from './replace-unconfirmed';

type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The library's code for our own refusals (a field and its Spanish message); auth-routes.ts answers them as a VALIDATION_ERROR. */
export const AUTH_INPUT_REFUSED = 'INVALID_INPUT';

const refuse = (field: string, message: string) =>
  new APIError('UNPROCESSABLE_ENTITY', { code: AUTH_INPUT_REFUSED, message, field });

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

/** A password too short or too long keeps the library's own message; any other is held to our rules (password-policy.ts). */
async function refuseWeak(field: string, password: unknown, owner: PasswordOwner): Promise<void> {
  if (typeof password !== 'string' || password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return;
  const problem = await newPasswordProblem(password, owner);
  if (problem) throw refuse(field, problem);
}

/** The person a reset link was sent to, so the new password is checked against their names and e-mail. */
async function resetLinkOwner(ctx: AuthContext, token: unknown): Promise<PasswordOwner> {
  if (typeof token !== 'string' || !token) return {};
  const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  const user = verification ? await ctx.context.internalAdapter.findUserById(verification.value) : null;
  if (!user) return {};
  const { email, firstName, lastName } = user as { email: string; firstName?: unknown; lastName?: unknown };
  return { email, firstName: String(firstName ?? ''), lastName: String(lastName ?? '') };
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
      await refuseWeak('password', password, { email, firstName, lastName });
      await replaceUnconfirmedAccount(db, email);
      return { context: { body: { ...ctx.body, firstName, lastName, email, name: `${firstName} ${lastName}` } } };
    }
    if (ctx.path === '/reset-password') {
      const body = ctx.body as { newPassword?: unknown; token?: unknown } | undefined;
      await refuseWeak('newPassword', body?.newPassword, await resetLinkOwner(ctx, body?.token));
      return undefined;
    }
    if (ctx.path === '/update-user') {
      const { firstName, lastName } = parsed(updateUserSchema, ctx.body);
      return { context: { body: { firstName, lastName, name: `${firstName} ${lastName}` } } };
    }
    return undefined;
  });
