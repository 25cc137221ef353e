import { z } from 'zod';
import type { Access } from '../shared/define-route';
import { AUTH_BASE_PATH } from './auth-base-path';

/**
 * One call of the auth library that the web makes. Its routes are the
 * library's own (one catch-all, not the route table), so this entry only
 * describes it: the web calls it by this path and the OpenAPI document lists
 * it (apps/server/src/plugins/auth-calls-document.ts). Refusals are
 * `{ code, message }` like every other route's, the message in Spanish.
 */
export interface AuthCall {
  method: 'POST';
  path: string;
  access: Extract<Access, 'public' | 'user'>;
  summary: string;
  body: z.ZodType;
  answer: z.ZodType;
  /** Error statuses beyond 400, 403 (the Origin check), 413, 415, 429 and 500, which every call may answer. */
  errors?: readonly number[];
}

const email = z.email();
const password = z.string();
const callbackURL = z.string().describe('Dónde sigue la persona al abrir el enlace del e-mail (una ruta de la app)');
const done = z.object({ status: z.boolean() }).loose();
const user = z.object({ id: z.string(), email: z.string(), name: z.string() }).loose();
const withPassword = z.object({ password: password.optional().describe('La contraseña, si la cuenta tiene una') });
const code = z.object({ code: z.string() });

const call = <const C extends AuthCall>(entry: C): C => entry;

/** The auth library's calls the web makes: sign-up, sign-in, sign-out, e-mail links and two-step verification. */
export const AUTH_CALLS = {
  signUp: call({
    method: 'POST',
    path: `${AUTH_BASE_PATH}/sign-up/email`,
    access: 'public',
    summary: 'Crear una cuenta con e-mail y contraseña; se envía el enlace de confirmación',
    body: z.object({ firstName: z.string(), lastName: z.string(), name: z.string(), email, password, callbackURL }),
    answer: z.object({ user }).loose(),
    errors: [422],
  }),
  signIn: call({
    method: 'POST',
    path: `${AUTH_BASE_PATH}/sign-in/email`,
    access: 'public',
    summary:
      'Iniciar sesión con e-mail y contraseña (la sesión queda en una cookie), o pedir el segundo paso (`twoFactorRedirect`)',
    body: z.object({ email, password }),
    answer: z.object({ twoFactorRedirect: z.boolean().optional(), user: user.optional() }).loose(),
    errors: [401],
  }),
  signInWithGoogle: call({
    method: 'POST',
    path: `${AUTH_BASE_PATH}/sign-in/social`,
    access: 'public',
    summary: 'La dirección de Google para iniciar sesión con Google',
    body: z.object({
      provider: z.literal('google'),
      callbackURL,
      errorCallbackURL: z.string(),
      newUserCallbackURL: z.string(),
    }),
    answer: z.object({ url: z.string(), redirect: z.boolean() }),
    errors: [404],
  }),
  signOut: call({
    method: 'POST',
    path: `${AUTH_BASE_PATH}/sign-out`,
    access: 'public',
    summary: 'Cerrar la sesión',
    body: z.object({}),
    answer: z.object({ success: z.boolean() }).loose(),
  }),
  sendVerificationEmail: call({
    method: 'POST',
    path: `${AUTH_BASE_PATH}/send-verification-email`,
    access: 'public',
    summary: 'Enviar otra vez el enlace de confirmación de la cuenta',
    body: z.object({ email, callbackURL }),
    answer: done,
  }),
  requestPasswordReset: call({
    method: 'POST',
    path: `${AUTH_BASE_PATH}/request-password-reset`,
    access: 'public',
    summary: 'Enviar un enlace para elegir una contraseña nueva',
    body: z.object({ email, redirectTo: z.string() }),
    answer: done,
  }),
  resetPassword: call({
    method: 'POST',
    path: `${AUTH_BASE_PATH}/reset-password`,
    access: 'public',
    summary: 'Elegir una contraseña nueva con el token del enlace enviado',
    body: z.object({ newPassword: password, token: z.string() }),
    answer: done,
  }),
  enableTwoFactor: call({
    method: 'POST',
    path: `${AUTH_BASE_PATH}/two-factor/enable`,
    access: 'user',
    summary:
      'Empezar a activar la verificación en dos pasos: la clave para la app de autenticación y los códigos de respaldo',
    body: withPassword,
    answer: z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) }),
    errors: [401],
  }),
  verifyTotp: call({
    method: 'POST',
    path: `${AUTH_BASE_PATH}/two-factor/verify-totp`,
    access: 'public',
    summary:
      'Confirmar un código de la app de autenticación: completa la activación o el inicio de sesión que lo pidió',
    body: code,
    answer: z.object({ user: user.optional() }).loose(),
    errors: [401],
  }),
  verifyBackupCode: call({
    method: 'POST',
    path: `${AUTH_BASE_PATH}/two-factor/verify-backup-code`,
    access: 'public',
    summary: 'Completar el inicio de sesión con un código de respaldo',
    body: code,
    answer: z.object({ user: user.optional() }).loose(),
    errors: [401],
  }),
  disableTwoFactor: call({
    method: 'POST',
    path: `${AUTH_BASE_PATH}/two-factor/disable`,
    access: 'user',
    summary: 'Desactivar la verificación en dos pasos',
    body: withPassword,
    answer: done,
    errors: [401],
  }),
} as const;

/** Every call of the table as a list. */
export const allAuthCalls = (): AuthCall[] => Object.values(AUTH_CALLS);
