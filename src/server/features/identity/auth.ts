import { betterAuth } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getOAuthState, isAPIError } from 'better-auth/api';
import { getCookies } from 'better-auth/cookies';
import { genericOAuth, jwt, twoFactor } from 'better-auth/plugins';
import { isLanguage, type Language } from '../../../shared/i18n/languages.js';
import { PASSWORD_MIN } from '../../../shared/api/identity.js';
import { PRODUCT_NAME } from '../../../shared/product.js';
import type { Db } from '../../db/connect.js';
import * as schema from '../../db/schema.js';
import type { ActorCache } from './actor-cache.js';
import { noticeDatabaseTrouble } from './database-trouble.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { IDENTITY_DEFAULT_RATE_LIMIT, IDENTITY_RATE_LIMITS } from './rate-limits.js';
import { createSignInGuard } from './sign-in-guard.js';
import { createSignInThrottle } from './sign-in-throttle.js';
import { ID_TOKEN_ALG, type SigningKeys } from './signing-keys.js';
import { recordSecondFactor, SECOND_FACTOR_PATHS } from './step-up.js';
import { findUser } from './store.js';

export const IDENTITY_BASE_PATH = '/api/identity';
/** The header through which the HTTP layer hands better-auth the client IP it trusts (toHeaders in authenticate.ts). */
export const CLIENT_IP_HEADER = 'x-kredi-client-ip';
export const FEDERATED_PROVIDER_ID = 'oidc';
/** The code and words a blocked person's sign-in is refused with (the web translates authErrors.ACCOUNT_BLOCKED). */
const ACCOUNT_BLOCKED = 'ACCOUNT_BLOCKED';
const ACCOUNT_BLOCKED_MESSAGE = 'This account is blocked. Contact support.';
/** ID tokens live 15 minutes; the web renews them 30 s before they expire. */
const ID_TOKEN_TTL_SECONDS = 15 * 60;

interface IdentityEvents {
  /** A person exists now (email sign-up or first federated sign-in), with the referral code typed, if any. */
  userCreated(userId: string, signUp: { referralCode: string | null }): Promise<void>;
  /** Before an email sign-up creates anyone: false when the referral code typed is nobody's (ADR 0026). */
  referralCodeExists(code: string): Promise<boolean>;
  /** A session began: a real sign-in (password, 2FA, federated) or a sign-up. */
  signedIn(
    session: { id: string; userId: string; ipAddress?: string | null; userAgent?: string | null },
    place: string | null,
  ): Promise<void>;
  passwordChanged(userId: string): Promise<void>;
  /** Two-factor turned on or off, or the email verified; `eventKey` tells one such change from another. */
  securityChanged(userId: string, change: 'twoFactorOn' | 'twoFactorOff' | 'emailVerified', eventKey: string): Promise<void>;
  /** Wrong passwords for this email have reached the first sign-in pause (once per run of them). */
  signInPaused(email: string): Promise<void>;
}

export interface IdentityMessaging {
  sendResetPasswordEmail(user: { email: string; name: string; language: Language }, url: string): Promise<void>;
  sendVerificationEmail(user: { email: string; name: string; language: Language }, url: string): Promise<void>;
}

export interface AuthDeps {
  db: Db;
  secret: string;
  publicUrl: string;
  oidc?: { issuer: string; clientId: string; clientSecret: string; name: string };
  messaging: IdentityMessaging;
  events: IdentityEvents;
  /** The ID tokens' keys, kept in memory (signing-keys.ts). */
  signingKeys: SigningKeys['adapter'];
  /** Told of every session that ends and every person whose row changes, so none is served from memory after. */
  actors: Pick<ActorCache, 'forgetSession' | 'forgetPerson'>;
  /** The time the sign-in pauses are measured in; tests pass their own. */
  clock?: () => Date;
  /** Where better-auth's own log lines go (else the console). */
  log?: FastifyBaseLogger;
}

const languageOf = (value: unknown): Language => (isLanguage(value) ? value : 'en');

/**
 * The body field (email sign-up) or OAuth state entry (federated sign-up, `additionalData`) that carries the
 * referral code typed on /register. Not `referralCode`: that is the person's own code, which nobody sets.
 */
const REFERRED_BY_FIELD = 'referredBy';

async function typedReferralCode(context: { body?: unknown } | null | undefined): Promise<{ code: string; federated: boolean } | null> {
  const fromBody = (context?.body as Record<string, unknown> | undefined)?.[REFERRED_BY_FIELD];
  if (typeof fromBody === 'string' && fromBody.trim()) return { code: fromBody, federated: false };
  const fromState = ((await getOAuthState().catch(() => null)) as Record<string, unknown> | null)?.[REFERRED_BY_FIELD];
  return typeof fromState === 'string' && fromState.trim() ? { code: fromState, federated: true } : null;
}

export function createAuth({
  db,
  secret,
  publicUrl,
  oidc,
  messaging,
  events,
  signingKeys,
  actors,
  clock = () => new Date(),
  log,
}: AuthDeps) {
  const signInGuard = createSignInGuard(createSignInThrottle(db, clock), (email) => events.signInPaused(email), clock);
  const report = (level: 'debug' | 'info' | 'warn' | 'error', message: unknown, args: unknown[]) => {
    const err = [message, ...args].find((value) => value instanceof Error);
    if (log) log[level](err ? { err } : { details: args }, `better-auth: ${err && err === message ? err.message : String(message)}`);
    else console[level === 'debug' ? 'log' : level](`[Better Auth]: ${String(message)}`, ...args);
  };
  return betterAuth({
    appName: PRODUCT_NAME,
    // better-auth logs the cause of a failure it then answers as a plain 500: that is where an unreachable
    // database shows, so the HTTP layer can answer 503 instead (database-trouble.ts).
    logger: {
      log: (level, message, ...args) => {
        noticeDatabaseTrouble(message, ...args);
        report(level, message, args);
      },
    },
    onAPIError: {
      onError: (error) => {
        noticeDatabaseTrouble(error);
        if (!isAPIError(error) || error.status === 'INTERNAL_SERVER_ERROR') report('error', 'request failed', [error]);
      },
    },
    baseURL: publicUrl,
    basePath: IDENTITY_BASE_PATH,
    secret,
    trustedOrigins: [publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        twoFactor: schema.twoFactors,
        jwks: schema.jwks,
        rateLimit: schema.rateLimits,
      },
    }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
        language: { type: 'string', required: false, defaultValue: 'en', input: true },
        isAdmin: { type: 'boolean', required: false, defaultValue: false, input: false },
        loyaltyPoints: { type: 'number', required: false, defaultValue: 0, input: false },
        referralCode: { type: 'string', required: false, input: false },
        deletedAt: { type: 'date', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await messaging.sendResetPasswordEmail(
          { email: user.email, name: user.name, language: languageOf((user as { language?: unknown }).language) },
          url,
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      afterEmailVerification: async (user) => events.securityChanged(user.id, 'emailVerified', 'email-verified'),
      sendVerificationEmail: async ({ user, url }) => {
        await messaging.sendVerificationEmail(
          { email: user.email, name: user.name, language: languageOf((user as { language?: unknown }).language) },
          url,
        );
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30, // a month: people top up monthly from the same phone
      updateAge: 60 * 60 * 24, // renewed at most once a day while in use
      freshAge: 60 * 10, // deleting the account wants a sign-in within 10 minutes (or the password)
    },
    account: { accountLinking: { enabled: true, trustedProviders: [FEDERATED_PROVIDER_ID] } },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: IDENTITY_DEFAULT_RATE_LIMIT.window,
      max: IDENTITY_DEFAULT_RATE_LIMIT.max,
      customRules: IDENTITY_RATE_LIMITS,
    },
    advanced: {
      ...cookieSettings(publicUrl),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth turns its Origin and CSRF checks off when NODE_ENV is test: said here, they run in the
      // tests as in production (ADR 0064).
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, context) => {
            // A code nobody holds refuses an email sign-up, so the form can say so on its field; a federated
            // sign-up has left the form already and goes on without a referral (the service ignores it).
            const typed = await typedReferralCode(context);
            if (typed && !typed.federated && !(await events.referralCodeExists(typed.code))) {
              throw APIError.from('BAD_REQUEST', { code: 'REFERRAL_CODE_UNKNOWN', message: 'No account has this referral code.' });
            }
            const firstName = String((user as { firstName?: string }).firstName ?? '').trim();
            const lastName = String((user as { lastName?: string }).lastName ?? '').trim();
            return {
              data: {
                ...user,
                firstName: firstName || user.name.split(' ')[0] || user.name,
                lastName: lastName || user.name.split(' ').slice(1).join(' '),
                // The language the person was using when they signed up (ADR 0014, docs/product-rules.md#language-at-registration; the
                // first plan said en), so the verification email sent now is already in it; anything else reads as en.
                language: languageOf((user as { language?: unknown }).language),
              },
            };
          },
          after: async (user, context) => events.userCreated(user.id, { referralCode: (await typedReferralCode(context))?.code ?? null }),
        },
        // Verified email, two-factor on or off, a new name: requests after it must not see the old row.
        update: { after: async (user) => actors.forgetPerson(user.id) },
      },
      session: {
        create: {
          // Every way in (password, two-factor code, federated, sign-up, email verification) makes a session
          // here: a blocked person is refused at this one door, in words the sign-in form shows (ADR 0031).
          before: async (session) => {
            const person = await findUser(db, session.userId);
            if (person?.blockedAt) throw APIError.from('FORBIDDEN', { code: ACCOUNT_BLOCKED, message: ACCOUNT_BLOCKED_MESSAGE });
          },
          after: async (session, context) => {
            const place = context?.request?.headers.get('x-timezone') ?? context?.headers?.get('x-timezone') ?? null;
            await events.signedIn(session, place);
          },
        },
        // Sign-out, revoking one session or the others, a password change or reset: every path that ends a
        // session ends it here, one hook call per session, after its transaction commits.
        delete: { after: async (session) => actors.forgetSession(session.id) },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => signInGuard.before(ctx)),
      after: createAuthMiddleware(async (ctx) => {
        await signInGuard.after(ctx);
        if (ctx.path === '/change-password' && ctx.context.returned && !(ctx.context.returned instanceof Error)) {
          const userId = ctx.context.session?.user.id;
          if (userId) await events.passwordChanged(userId);
        }
        await toldOfSecurityChange(ctx, events);
        await recordedSecondFactor(ctx, db);
      }),
    },
    plugins: [
      jwt({
        jwks: { keyPairConfig: { alg: ID_TOKEN_ALG, crv: 'Ed25519' } },
        adapter: signingKeys,
        // better-auth would sign a JWT into a `set-auth-jwt` header of every get-session, including the ones
        // authenticate.ts makes for a request: the web takes its ID token from /token, so nothing is signed.
        disableSettingJwtHeader: true,
        jwt: {
          issuer: publicUrl,
          audience: publicUrl,
          expirationTime: `${ID_TOKEN_TTL_SECONDS}s`,
          // `sid` ties the token to its session, so revoking a session also ends its tokens.
          definePayload: ({ user, session }) => ({ email: user.email, sid: session.id }),
        },
      }),
      twoFactor({ issuer: PRODUCT_NAME, backupCodeOptions: { amount: 10, length: 10 } }),
      ...(oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: FEDERATED_PROVIDER_ID,
                  name: oidc.name,
                  discoveryUrl: `${oidc.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`,
                  clientId: oidc.clientId,
                  clientSecret: oidc.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  mapProfileToUser: (profile) => ({
                    firstName: String(profile.given_name ?? profile.name ?? '').trim(),
                    lastName: String(profile.family_name ?? '').trim(),
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

/**
 * Two-factor turned on (the first code verified while signed in: better-auth makes a new session then) or
 * off (disable), told once per change (ADR 0028). A code verified to sign in is not a change.
 */
async function toldOfSecurityChange(
  ctx: {
    path: string;
    context: { returned?: unknown; session?: { user: { id: string } } | null; newSession?: { session: { id: string } } | null };
  },
  events: Pick<IdentityEvents, 'securityChanged'>,
) {
  const { returned, session, newSession } = ctx.context;
  if (!session || !returned || returned instanceof Error) return;
  if (ctx.path === '/two-factor/verify-totp' && newSession) {
    await events.securityChanged(session.user.id, 'twoFactorOn', `two-factor-on:${newSession.session.id}`);
  } else if (ctx.path === '/two-factor/disable') {
    await events.securityChanged(session.user.id, 'twoFactorOff', `two-factor-off:${Date.now()}`);
  }
}

/**
 * A code (or backup code) accepted: the session it signed in, or the one it was entered in, has its second
 * factor checked now, what a staff step-up asks for (ADR 0062). Turning two-factor on makes a new session.
 */
async function recordedSecondFactor(
  ctx: {
    path: string;
    context: { returned?: unknown; session?: { session: { id: string } } | null; newSession?: { session: { id: string } } | null };
  },
  db: Db,
) {
  const { returned, session, newSession } = ctx.context;
  if (!SECOND_FACTOR_PATHS.has(ctx.path) || !returned || returned instanceof Error) return;
  const sessionId = newSession?.session.id ?? session?.session.id;
  if (sessionId) await recordSecondFactor(db, sessionId);
}

/** How better-auth names and marks its cookies: secure ones (`__Secure-` prefix) when the site is https. */
function cookieSettings(publicUrl: string) {
  const secure = publicUrl.startsWith('https://');
  return { cookiePrefix: 'kredi', useSecureCookies: secure, defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure } } as const;
}

/** The session cookie's name as better-auth sets it, for the OpenAPI document's cookie security scheme. */
export function sessionCookieName(publicUrl: string): string {
  return getCookies({ baseURL: publicUrl, advanced: cookieSettings(publicUrl) }).sessionToken.name;
}
