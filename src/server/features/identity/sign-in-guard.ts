import { createHash, randomBytes } from 'node:crypto';
import { APIError, isAPIError } from 'better-auth/api';
import type { SignInThrottle } from './sign-in-throttle.js';

const SIGN_IN = '/sign-in/email';
const SIGN_UP = '/sign-up/email';
const KNOWN_DEVICE_COOKIE = 'known_device';
const KNOWN_DEVICE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** What the guard uses of a better-auth hook context (createAuthMiddleware's `ctx`). */
export interface GuardContext {
  path?: string;
  body?: unknown;
  context: {
    secret: string;
    returned?: unknown;
    createAuthCookie(name: string, overrides?: { maxAge?: number }): { name: string; attributes: object };
  };
  getSignedCookie(name: string, secret: string): Promise<string | null | false>;
  setSignedCookie(name: string, value: string, secret: string, attributes?: object): Promise<unknown>;
}

interface Attempt {
  email: string;
  accountKey: string;
  /** The key the attempt counts under: its known device's when it comes from one, else the account's. */
  key: string;
  deviceNonce: string | null;
}

/** Ties a known-device cookie to one account without writing the email into it. */
const emailTag = (email: string) => createHash('sha256').update(`known-device:${email}`).digest('base64url').slice(0, 22);

/**
 * Slows password guessing per account (sign-in-throttle.ts), whatever address the guesses come from,
 * and tells the owner once per run. A browser that has signed in to the account before carries a signed
 * known-device cookie and is counted apart: a stranger's wrong passwords pause strangers, never the
 * owner's own phone, so the pause cannot be used to keep someone out of their account.
 */
export function createSignInGuard(throttle: SignInThrottle, onFirstPause: (email: string) => Promise<void>, now: () => Date) {
  async function attemptOf(ctx: GuardContext): Promise<Attempt | null> {
    const typed = (ctx.body as { email?: unknown } | undefined)?.email;
    if (typeof typed !== 'string' || typed.trim() === '') return null;
    const email = typed.trim().toLowerCase();
    const accountKey = `account:${email}`;
    const cookie = ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE);
    const [tag, nonce] = String((await ctx.getSignedCookie(cookie.name, ctx.context.secret)) || '').split('!');
    const deviceNonce = tag === emailTag(email) && nonce ? nonce : null;
    return { email, accountKey, key: deviceNonce ? `device:${email}:${deviceNonce}` : accountKey, deviceNonce };
  }

  return {
    async before(ctx: GuardContext): Promise<void> {
      if (ctx.path !== SIGN_IN) return;
      // Only a password guess counts: a body without one is refused by better-auth as invalid input.
      const password = (ctx.body as { password?: unknown } | undefined)?.password;
      if (typeof password !== 'string' || password === '') return;
      const attempt = await attemptOf(ctx);
      if (!attempt) return; // better-auth refuses it as invalid input
      const decision = await throttle.admit(attempt.key);
      if (!decision.admitted) throw paused(decision.retryAt, now());
    },

    async after(ctx: GuardContext): Promise<void> {
      if (ctx.path !== SIGN_IN && ctx.path !== SIGN_UP) return;
      const attempt = await attemptOf(ctx);
      const returned = ctx.context.returned;
      if (!attempt || returned === undefined) return;
      if (isAPIError(returned)) {
        const wrongPassword = ctx.path === SIGN_IN && returned.statusCode === 401;
        if (wrongPassword && !attempt.deviceNonce && (await throttle.failedAndFirstPaused(attempt.accountKey))) {
          await onFirstPause(attempt.email);
        }
        return;
      }
      if (ctx.path === SIGN_IN) await throttle.succeeded([attempt.accountKey, attempt.key]);
      const cookie = ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE, { maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS });
      const nonce = attempt.deviceNonce ?? randomBytes(16).toString('base64url');
      await ctx.setSignedCookie(cookie.name, `${emailTag(attempt.email)}!${nonce}`, ctx.context.secret, cookie.attributes);
    },
  };
}

/** 429 with when to come back, in words and in Retry-After (the web shows it in the person's language). */
function paused(retryAt: Date, now: Date): APIError {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new APIError(
    'TOO_MANY_REQUESTS',
    {
      code: 'SIGN_IN_PAUSED',
      message: `Too many wrong passwords were tried for this account, so signing in to it is paused for its safety. Try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
      retryAfterSeconds: seconds,
    },
    { 'Retry-After': String(seconds) },
  );
}
