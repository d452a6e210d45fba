import { z } from 'zod';

/**
 * Every error code the API can answer with. The server maps each to one HTTP status
 * (src/server/errors.ts); the web maps each to a translated message (errors.* keys).
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_AUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
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

/** The body of every non-2xx API answer. */
export const errorResponse = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Field-level problems of a VALIDATION_FAILED answer: field path → message. */
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
