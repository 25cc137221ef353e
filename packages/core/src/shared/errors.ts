import type { z } from 'zod';
import type { apiErrorSchema } from './common-contracts';
import { API_ERRORS, type ApiErrorCode } from './error-table';
import { PASSWORD_TOO_SHORT_MESSAGE } from '../auth/password-rules';

/** The body of every 4xx/5xx answer of the API. */
export type ApiErrorBody = z.output<typeof apiErrorSchema>;

/**
 * The codes of API refusals that clients act on. Screens decide what happened
 * from the code, never from the Spanish message (which may change).
 */
export const ERROR_CODES = {
  /** The signed-in person has no store yet (owner routes). */
  NO_STORE: 'NO_STORE',
  NOT_FOUND: 'NOT_FOUND',
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  INSUFFICIENT_STOCK: 'INSUFFICIENT_STOCK',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  /** A storefront order needs a proof of work first: the answer (428) carries the challenge (contracts/public-order.ts). */
  CHALLENGE_REQUIRED: 'CHALLENGE_REQUIRED',
  /** A super admin without two-factor sign-in: they enrol in the admin's security screen first. */
  TWO_FACTOR_REQUIRED: 'TWO_FACTOR_REQUIRED',
  /** Two-factor sign-in is on, but this session has not passed it (opened with Google, or before enrolment): the code first. */
  SECOND_FACTOR_REQUIRED: 'SECOND_FACTOR_REQUIRED',
  /** This instance cannot reach its database (GET /api/health, 503): a proxy sends the request elsewhere. */
  UNAVAILABLE: 'UNAVAILABLE',
} as const satisfies Record<string, ApiErrorCode>;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * Spanish messages for the auth library's error codes; the server rewrites them once
 * (apps/server/src/modules/auth/auth-routes.ts). A code the library shares with
 * `API_ERRORS` (INVALID_ORIGIN, TOO_MANY_REQUESTS, VALIDATION_ERROR) is not
 * listed: it takes the table's message.
 */
export const AUTH_ERROR_MESSAGES = {
  INVALID_EMAIL_OR_PASSWORD: 'Email o contraseña incorrectos.',
  EMAIL_NOT_VERIFIED: 'Tienes que confirmar tu email antes de iniciar sesión. Revisa tu correo.',
  USER_ALREADY_EXISTS: 'Este email ya está registrado. Intenta iniciar sesión.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Este email ya está registrado. Intenta iniciar sesión.',
  PASSWORD_TOO_SHORT: PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORD_TOO_LONG: 'La contraseña no puede superar los 128 caracteres',
  INVALID_EMAIL: 'Email no válido',
  INVALID_TOKEN: 'El enlace de recuperación ha expirado o es inválido.',
  TOKEN_EXPIRED: 'El enlace ha expirado. Solicita uno nuevo.',
  INVALID_PASSWORD: 'La contraseña actual es incorrecta.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Esta cuenta no tiene contraseña. Inicia sesión con Google.',
  SESSION_EXPIRED: 'Sesión inválida o expirada. Por favor, inicia sesión nuevamente.',
  FAILED_TO_GET_SESSION: 'Sesión inválida o expirada. Por favor, inicia sesión nuevamente.',
  USER_NOT_FOUND: 'No encontramos una cuenta con ese email.',
  EMAIL_ALREADY_VERIFIED: 'Este email ya fue confirmado. Inicia sesión.',
  INVALID_CALLBACK_URL: 'Dirección de retorno no permitida.',
  INVALID_REDIRECT_URL: 'Dirección de retorno no permitida.',
  INVALID_CODE: 'El código no es correcto. Revisa tu app de autenticación e intenta de nuevo.',
  INVALID_BACKUP_CODE: 'El código de recuperación no es correcto o ya se usó.',
  TOTP_NOT_ENABLED: 'La verificación en dos pasos no está activa en esta cuenta.',
  TWO_FACTOR_NOT_ENABLED: 'La verificación en dos pasos no está activa en esta cuenta.',
  TOTP_ALREADY_ENABLED: 'La verificación en dos pasos ya está activa.',
  BACKUP_CODES_NOT_ENABLED: 'Esta cuenta no tiene códigos de recuperación.',
  ACCOUNT_TEMPORARILY_LOCKED: 'Demasiados códigos incorrectos. Espera unos minutos e intenta de nuevo.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Demasiados códigos incorrectos. Vuelve a iniciar sesión.',
  INVALID_TWO_FACTOR_COOKIE: 'La verificación venció. Vuelve a iniciar sesión.',
} as const satisfies Record<string, string>;

/** A code of the auth library the server answers with (the web acts on some: EMAIL_NOT_VERIFIED, INVALID_TOKEN). */
export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

/** The code of any refusal the server answers with: the error table's, or the auth library's (apps/server/test/error-answers.test.ts). */
export type AnswerCode = ApiErrorCode | AuthErrorCode;

export const isAuthErrorCode = (code: unknown): code is AuthErrorCode =>
  typeof code === 'string' && Object.hasOwn(AUTH_ERROR_MESSAGES, code);

/** zod's own default messages are English ("Invalid input…", "Too small…"); ours are all Spanish. */
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized|Expected)/;

/** First issue of a zod error as { field, message }, for 422 answers and forms. */
export function firstIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  const field = issue ? issue.path.map(String).join('.') : '';
  let message = issue?.message ?? API_ERRORS.VALIDATION_ERROR.message;
  if (ZOD_DEFAULT_MESSAGE.test(message)) {
    message = field
      ? `El valor de ${field} no es válido.`
      : 'El cuerpo de la solicitud debe ser un objeto JSON con los datos pedidos.';
  }
  return { field, message };
}
