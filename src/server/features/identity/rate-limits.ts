/**
 * Per-IP limits on the identity endpoints most worth guessing at (better-auth paths under /api/identity).
 * A tired person mistyping a password a few times is never stopped; a script trying thousands is.
 */
export const IDENTITY_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 10 },
  '/request-password-reset': { window: 600, max: 5 },
  '/reset-password': { window: 600, max: 10 },
  '/send-verification-email': { window: 600, max: 5 },
  '/two-factor/verify-totp': { window: 60, max: 10 },
  '/two-factor/verify-backup-code': { window: 60, max: 10 },
  '/change-password': { window: 600, max: 10 },
} as const;

/** Everything else under /api/identity: generous, but not unlimited. */
export const IDENTITY_DEFAULT_RATE_LIMIT = { window: 60, max: 120 } as const;
