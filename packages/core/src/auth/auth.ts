import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_TOO_SHORT_MESSAGE } from './password-rules';

/** A new password's length; the rest of its rules need the person (password-rules.ts). */
export const passwordSchema = z
  .string({ error: 'La contraseña es requerida' })
  .min(1, 'La contraseña es requerida')
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT_MESSAGE)
  .max(PASSWORD_MAX, `La contraseña no puede superar los ${PASSWORD_MAX} caracteres`);

export const emailSchema = z
  .string({ error: 'Email es requerido' })
  .trim()
  .min(1, 'Email es requerido')
  .max(254, 'Email no válido')
  .pipe(z.email('Email no válido'));

const personName = (label: string) =>
  z
    .string({ error: `${label} es requerido` })
    .trim()
    .min(1, `${label} es requerido`)
    .max(60, `${label} no puede superar los 60 caracteres`);

export const firstNameSchema = personName('Nombre');
export const lastNameSchema = personName('Apellido');

export const signUpSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const CURRENT_PASSWORD_REQUIRED = 'Ingresa tu contraseña actual';

/** POST /api/account/password: the current password (accounts that have one) and the new one. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: CURRENT_PASSWORD_REQUIRED })
    .max(PASSWORD_MAX, CURRENT_PASSWORD_REQUIRED)
    .optional(),
  password: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

const passwordPair = {
  password: passwordSchema,
  confirmPassword: z.string().min(1, 'Confirma tu contraseña'),
};
const samePasswords = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
export const PASSWORDS_DIFFER_MESSAGE = 'Las contraseñas no coinciden';
const PASSWORDS_DIFFER = { message: PASSWORDS_DIFFER_MESSAGE, path: ['confirmPassword'] };

/** Reset and update password forms (docs/product/accounts.md); the current password is asked only while signed in, when the account has one. */
export const newPasswordFormSchema = z
  .object({ currentPassword: z.string().optional(), ...passwordPair })
  .refine(samePasswords, PASSWORDS_DIFFER);

/** Messages the auth screen shows for an `error` query parameter (docs/product/accounts.md). */
export const AUTH_PROCESSING_ERRORS: Record<string, string> = {
  processing_failed: 'No se pudo procesar tu cuenta automáticamente. Intenta iniciar sesión nuevamente.',
  no_role_assigned: 'Tu cuenta no tiene un rol asignado. Contacta al soporte técnico.',
  processing_error: 'Error técnico durante el procesamiento. Intenta nuevamente.',
};
export const AUTH_PROCESSING_ERROR_DEFAULT = 'Ocurrió un error durante el procesamiento.';

export function authProcessingErrorMessage(code: string): string {
  return AUTH_PROCESSING_ERRORS[code] ?? AUTH_PROCESSING_ERROR_DEFAULT;
}
