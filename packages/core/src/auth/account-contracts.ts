import { z } from 'zod';
import { ROLES } from './roles';
import { id } from '../shared/common-contracts';

/** The signed-in person, as every screen of the admin knows them. */
export const sessionUserSchema = z.object({
  id,
  email: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailVerified: z.boolean(),
  /** Signs in with a second step (TOTP or a recovery code); super admins must. */
  twoFactorEnabled: z.boolean(),
});
export type SessionUser = z.output<typeof sessionUserSchema>;

/** GET /api/me */
export const sessionSchema = z.object({
  /** `hasPassword`: not only Google, so changing the password asks for the current one. */
  user: sessionUserSchema.extend({ hasPassword: z.boolean() }),
  roles: z.array(z.enum(ROLES)),
  /** This session passed the second step (a code after the password, enrolment, or a code asked later); the super-admin panel needs it. */
  secondFactor: z.boolean(),
  homePath: z.enum(['/admin', '/super-admin']),
});
export type Session = z.output<typeof sessionSchema>;

/** GET /api/config: what the app needs to know before anyone signs in. */
export const appConfigSchema = z.object({
  googleEnabled: z.boolean(),
  shopDomain: z.string(),
  publicUrl: z.string(),
});
export type AppConfig = z.output<typeof appConfigSchema>;
