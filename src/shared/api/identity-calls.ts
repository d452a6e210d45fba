import { z } from 'zod';
import { LANGUAGE_CODES, type Language } from '../i18n/languages';
import { PASSWORD_MIN } from './identity';

/**
 * The identity service's calls that Kredi's web relies on (better-auth, under /api/identity), as a client
 * meets them: what each takes and answers. better-auth validates these bodies itself and answers its own
 * refusals (`{code, message}`); these schemas are the OpenAPI document's description of them, and the
 * integration suite checks every answer against it, so a better-auth upgrade that changes one is seen.
 * Session tokens never appear: the server strips them (session-tokens.ts); the session is the cookie.
 */

/** Where better-auth may send the browser next: a path of this site or a URL of its origin. */
const callbackUrl = z.string().max(2048);

/** The same rule as the forms: better-auth refuses shorter (PASSWORD_TOO_SHORT) or longer passwords. */
const password = z.string().min(PASSWORD_MIN).max(128);

export const signUpEmailBody = z.object({
  email: z.string().email(),
  password,
  /** The full name: first and last name joined by a space. */
  name: z.string().min(1),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  /** The language the person was using (ADR 0014); en when absent or not one of Kredi's. */
  language: z.enum(LANGUAGE_CODES as [Language, ...Language[]]).optional(),
  /** The referral code of the friend who invited this person (ADR 0026); refused when nobody's. */
  referredBy: z.string().optional(),
  rememberMe: z.boolean().optional(),
  callbackURL: callbackUrl.optional(),
});

export const signInEmailBody = z.object({
  email: z.string().email(),
  password: z.string().min(1),
  /** false: the session cookie lasts the browser session only. */
  rememberMe: z.boolean().optional(),
  callbackURL: callbackUrl.optional(),
});

export const signInSocialBody = z.object({
  /** The id GET /api/auth/providers lists. */
  provider: z.string(),
  callbackURL: callbackUrl.optional(),
  newUserCallbackURL: callbackUrl.optional(),
  errorCallbackURL: callbackUrl.optional(),
  /** Carried through the provider's redirect: `{referredBy}` (ADR 0026). */
  additionalData: z.record(z.string(), z.string()).optional(),
});

export const emptyBody = z.object({});
export const passwordBody = z.object({ password: z.string().min(1) });
export const emailWithCallbackBody = z.object({ email: z.string().email(), callbackURL: callbackUrl.optional() });
export const requestPasswordResetBody = z.object({ email: z.string().email(), redirectTo: callbackUrl.optional() });
export const resetPasswordBody = z.object({ token: z.string().min(1), newPassword: password });
export const changePasswordBody = z.object({
  currentPassword: z.string().min(1),
  newPassword: password,
  /** true: every other session of the person ends. */
  revokeOtherSessions: z.boolean().optional(),
});
export const verifyTotpBody = z.object({
  code: z.string().min(1),
  /** true: this browser asks for no second factor again for 30 days. */
  trustDevice: z.boolean().optional(),
});
export const verifyBackupCodeBody = z.object({ code: z.string().min(1), trustDevice: z.boolean().optional() });

/** A person as the identity service answers it. */
const identityUser = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    twoFactorEnabled: z.boolean().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    language: z.string(),
    isAdmin: z.boolean(),
    loyaltyPoints: z.number().int(),
    referralCode: z.string().nullable(),
    deletedAt: z.string().nullable(),
  })
  .meta({ id: 'IdentityUser' });

/** A session, named by its id (its token is the cookie's secret and never answered). */
const identitySession = z
  .object({
    id: z.string(),
    userId: z.string(),
    expiresAt: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
  })
  .meta({ id: 'IdentitySession' });

export const userAnswer = z.object({ user: identityUser });
export const signInAnswer = z.union([
  z.object({ redirect: z.boolean(), url: z.string().optional(), user: identityUser }),
  /** Two-factor is on: no session yet; POST /api/identity/two-factor/verify-totp with the code finishes. */
  z.object({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.array(z.string()) }),
]);
/** Signed in, or `null` when the request carries no live session. */
export const sessionAnswer = z.object({ session: identitySession, user: identityUser }).nullable();
export const idTokenAnswer = z.object({ token: z.string() });
export const statusAnswer = z.object({ status: z.boolean() });
export const statusWithMessageAnswer = z.object({ status: z.boolean(), message: z.string() });
export const successAnswer = z.object({ success: z.boolean() });
export const federatedAnswer = z.object({ url: z.string(), redirect: z.boolean() });
export const twoFactorEnabledAnswer = z.object({ method: z.string(), totpURI: z.string(), backupCodes: z.array(z.string()) });

/** How the identity service refuses: a stable code (absent on its own rate limit) and readable English. */
export const identityError = z
  .object({
    code: z.string().optional(),
    message: z.string(),
    /** A paused sign-in: seconds until it may be tried again (also in Retry-After). */
    retryAfterSeconds: z.number().int().optional(),
  })
  .meta({ id: 'IdentityError' });
