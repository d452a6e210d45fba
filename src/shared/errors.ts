import { z } from 'zod';

/**
 * Every error code the API can answer with. The server maps each to one HTTP status
 * (src/server/errors.ts); the web maps each to a translated message (errors.* keys).
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_AUTHENTICATED',
  'FORBIDDEN',
  /** A staff action that moves money or changes rights, and the session is not recent: sign in again. */
  'STEP_UP_REQUIRED',
  /** A staff action from an admin account without two-factor: turn it on first. */
  'TWO_FACTOR_REQUIRED',
  'NOT_FOUND',
  /** A known path asked with a method it does not have: the Allow header lists the ones it has. */
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'INSUFFICIENT_FUNDS',
  'QUOTE_EXPIRED',
  'TOPUP_REJECTED',
  'RATE_LIMITED',
  'CROSS_SITE_REQUEST',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Why a request was refused, where the code alone (mostly CONFLICT) does not tell a person what happened
 * or what to do. Stable keys: the web shows `reasons.<reason>` from its catalogs, in the person's language,
 * instead of the code's general message (ADR 0055).
 */
export const ERROR_REASONS = [
  'scheduleLimitReached',
  'scheduleCancelled',
  'scheduleNotActive',
  'scheduleNotPaused',
  'scheduleRunNotWaiting',
  'paypalRefundRefused',
  'paypalRefundTooLate',
  'paypalRefundNotEligible',
  'paypalRefundBasket',
  // Staff actions in the admin panel.
  'lastAdmin',
  'emailAlreadyVerified',
  'mismatchAlreadyResolved',
  'topupAlreadySettled',
  'goodwillNotDelivered',
  'goodwillAlreadyGiven',
  // Deleting an account (ADR 0062).
  'accountMoneyInFlight',
  // Asking for credit (ADR 0067).
  'creditRequestAnswered',
  'creditRequestNumberLimit',
  'creditRequestAddressLimit',
  // Family pots (ADR 0074).
  'potFull',
  'potShareTooBig',
  'potCancelled',
  'potInviteUsed',
  'potInviteExpired',
  'potOwnInvite',
  'potOwnerCannotLeave',
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

/**
 * One refused field. `code` is stable: a `validation.*` key (what the web translates) when the rule has
 * one, else the validator's issue code (`invalid_type`, `too_small`, ...). `message` is readable English.
 */
const fieldProblem = z.object({
  /** The field's path in the body, query or path parameters, dot-separated (`userData.firstName`). */
  field: z.string(),
  code: z.string(),
  message: z.string(),
});
export type FieldProblem = z.infer<typeof fieldProblem>;

/** The body of every non-2xx API answer (docs/decisions/0012-api-error-codes-and-messages.md). */
export const errorResponse = z
  .object({
    error: z.object({
      /** Stable: what a program decides on. */
      code: z.enum(ERROR_CODES),
      /** Readable English: what happened and what to do. Never a translation key. */
      message: z.string(),
      /** Why, where the code alone does not say it: a stable key the web translates (ERROR_REASONS). */
      reason: z.enum(ERROR_REASONS).optional(),
      /** The refused fields, one entry per field: its first broken rule, the one to fix. */
      details: z.array(fieldProblem).optional(),
      /** The same fields as a map, field → its `code`, for clients that look a field up by name. */
      fields: z.record(z.string(), z.string()).optional(),
      requestId: z.string().optional(),
    }),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponse>;
