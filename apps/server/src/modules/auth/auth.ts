import type { AreaOptions } from '../../shared/app-context';
import { AUTH_BASE_PATH, PASSWORD_MAX, PASSWORD_MIN } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { betterAuth } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../shared/config';
import type { Mailer } from '../../shared/mail-message';
import { confirmationEmail, passwordResetEmail } from '../mail/templates';
import { authInputRules } from './auth-input-rules';
import { authLogger } from './auth-log';
import { afterPasswordChange } from './password-changed';
import { passwordHashing } from './password-hashing';
import { deferredPasswordReset, sendResetEmail } from './password-reset-request';
import { SIGN_IN_PER_ADDRESS } from './sign-in-throttle';
import { CONFIRMATION_LINK_SECONDS, mailExistingAccount } from './sign-up-again';

/** Declared with the auth calls the web makes (packages/core/src/auth/auth-calls.ts). */
export { AUTH_BASE_PATH };
export const GOOGLE_PROVIDER_ID = 'google';

interface AuthDeps {
  config: Config;
  logger: Pick<FastifyBaseLogger, 'error' | 'debug'>;
  db: Kysely<Database>;
  /** Queues each e-mail as a job (mail/queued-mailer.ts), so no request waits on the mail server. */
  mailer: Mailer;
  /** Sends at once: used inside a job only (the reset e-mail, from the queued reset request). */
  directMailer: Mailer;
  /** Runs queued jobs soon (job-runner.ts). */
  wakeJobs: () => void;
  secret: string;
}

const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/**
 * The app's own address only: nobody signs in, confirms or resets from a
 * shop's address, so no e-mailed link may lead to one (a store's name is
 * anyone's to pick) nor over another protocol. Paths of the app are taken as
 * they are.
 */
function trustedOrigins(config: Config): string[] {
  return [new URL(config.PUBLIC_URL).origin];
}

/** Google sign-in runs only with both its client id and secret; the web shows its button only then (`/api/config`). */
export function googleSignInConfigured(config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET'>): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

/** The auth library, mapped onto our snake_case tables and Spanish e-mails. */
export function createAuth({ config, db, mailer, directMailer, wakeJobs, secret, logger }: AuthDeps) {
  const googleEnabled = googleSignInConfigured(config);
  return betterAuth({
    appName: 'Vidriera',
    baseURL: config.PUBLIC_URL,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: trustedOrigins(config),
    database: { db, type: 'postgres', transaction: true },
    telemetry: { enabled: false },
    // Passwords and e-mails change through our own routes, which apply our rules (docs/product/accounts.md).
    // The list of sessions answers with each session's token, which would let a page script act as any of them; the web does not use it.
    disabledPaths: ['/change-password', '/change-email', '/set-password', '/list-sessions'],
    logger: authLogger(logger),
    // Unexpected faults reach our error handler (logged with the request id, a bare 500) instead of console.error.
    onAPIError: { throw: true },
    user: {
      modelName: 'users',
      fields: { emailVerified: 'email_verified', ...timestamps },
      additionalFields: {
        firstName: { type: 'string', fieldName: 'first_name', required: false, defaultValue: '' },
        lastName: { type: 'string', fieldName: 'last_name', required: false, defaultValue: '' },
      },
    },
    session: {
      modelName: 'sessions',
      fields: {
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        ...timestamps,
      },
      // Set by us once the session passed the second step (second-factor.ts); never from input.
      additionalFields: {
        secondFactor: {
          type: 'boolean',
          fieldName: 'second_factor',
          required: false,
          input: false,
          defaultValue: false,
        },
      },
      // Idle limit: a week without use. The absolute limit, 30 days from sign-in, is a trigger on the table (migration 008).
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    account: {
      modelName: 'accounts',
      fields: {
        userId: 'user_id',
        accountId: 'account_id',
        providerId: 'provider_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        ...timestamps,
      },
      accountLinking: { enabled: true, trustedProviders: [GOOGLE_PROVIDER_ID] },
    },
    verification: {
      modelName: 'verifications',
      fields: { expiresAt: 'expires_at', ...timestamps },
      storeIdentifier: 'hashed',
    },
    rateLimit: {
      enabled: config.RATE_LIMIT,
      storage: 'database',
      modelName: 'rate_limits',
      fields: { lastRequest: 'last_request' },
      window: 60,
      max: 200,
      customRules: {
        // Per address across accounts; per account and per address-and-account in sign-in-throttle.ts.
        '/sign-in/email': SIGN_IN_PER_ADDRESS,
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: 'vidriera',
      useSecureCookies: config.PUBLIC_URL.startsWith('https://'),
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      // The library turns its Origin and callbackURL checks off when NODE_ENV=test; keep them on so tests see production.
      disableOriginCheck: false,
    },
    emailAndPassword: {
      enabled: true,
      password: passwordHashing,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Reached only from the queued reset request's job (password-reset-request.ts): the e-mail carries that job's Message-ID.
      sendResetPassword: async ({ user, url }) => {
        await sendResetEmail(directMailer, config.PUBLIC_URL, passwordResetEmail(user.email, user.name, url));
      },
      onPasswordReset: async ({ user }) => {
        await afterPasswordChange({ db, mailer, publicUrl: config.PUBLIC_URL, log: logger }, user);
      },
      // Signing up again with a registered address answers as for a new one and e-mails that address (sign-up-again.ts).
      onExistingUserSignUp: async ({ user }) => {
        await mailExistingAccount(
          { db, mailer, publicUrl: config.PUBLIC_URL, limited: config.RATE_LIMIT, log: logger },
          user,
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRMATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(confirmationEmail(user.email, user.name, url));
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const first = String((user as { firstName?: unknown }).firstName ?? '').trim();
            const last = String((user as { lastName?: unknown }).lastName ?? '').trim();
            const name = [first, last].filter(Boolean).join(' ') || user.name;
            return { data: { ...user, email: user.email.toLowerCase(), name } };
          },
        },
      },
    },
    hooks: { before: authInputRules(db) },
    plugins: [
      deferredPasswordReset({ db, limited: config.RATE_LIMIT, wake: wakeJobs }),
      // TOTP with recovery codes (docs/decisions/010-two-factor.md); an account with a password confirms changes with it.
      twoFactor({
        issuer: 'Vidriera',
        allowPasswordless: true,
        schema: {
          user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
          twoFactor: {
            modelName: 'two_factors',
            fields: {
              userId: 'user_id',
              backupCodes: 'backup_codes',
              failedVerificationCount: 'failed_verification_count',
              lockedUntil: 'locked_until',
            },
          },
        },
      }),
      ...(googleEnabled
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  clientId: config.GOOGLE_CLIENT_ID ?? '',
                  clientSecret: config.GOOGLE_CLIENT_SECRET ?? '',
                  discoveryUrl: `${config.GOOGLE_ISSUER}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  mapProfileToUser: (profile) => ({
                    firstName: typeof profile.given_name === 'string' ? profile.given_name : '',
                    lastName: typeof profile.family_name === 'string' ? profile.family_name : '',
                  }),
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** What an area that signs people up or in is registered with: the context and the auth library (the composition root makes both). */
export interface AuthAreaOptions extends AreaOptions {
  auth: Auth;
}
