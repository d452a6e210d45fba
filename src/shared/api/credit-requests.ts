import { z } from 'zod';
import { LANGUAGE_CODES, type Language } from '../i18n/languages';
import { nulFree } from '../text';
import { creditRequestToken } from './credit-request-token';
import { countryIso, recipientNumber } from './topups';
import { cents } from './wallet';

/**
 * "Ask for credit" (docs/product-rules.md#credit-requests; ADR 0067): someone without an account asks for a
 * top-up to her own number and shares a link; whoever opens it pays the normal way.
 */

/** A request can be answered for 7 days (ADR 0067). */
export const CREDIT_REQUEST_VALID_DAYS = 7;
/** New requests per phone number in 24 hours, and per client address (ADR 0067). */
export const CREDIT_REQUESTS_PER_NUMBER_PER_DAY = 3;
export const CREDIT_REQUESTS_PER_ADDRESS_PER_DAY = 10;
export const CREDIT_REQUEST_NAME_MAX = 40;
export const CREDIT_REQUEST_MESSAGE_MAX = 140;

export const creditRequestParams = z.object({ token: creditRequestToken });

const language = z.enum(LANGUAGE_CODES as [Language, ...Language[]], { error: 'validation.language' });

/** POST /api/credit-requests: public, no account. */
export const createCreditRequest = z.object({
  countryIso,
  phoneNumber: recipientNumber,
  /** What she suggests, one of her operator's amounts; left out: the sender chooses. */
  amountCents: z.number().int('validation.wholeCents').positive('validation.amountPositive').optional(),
  name: nulFree(z.string().trim().min(1, 'validation.creditRequestName').max(CREDIT_REQUEST_NAME_MAX, 'validation.creditRequestName')),
  message: nulFree(z.string().trim().max(CREDIT_REQUEST_MESSAGE_MAX, 'validation.creditRequestMessage')).optional(),
  /** The language of her page: the text she is sent later is in it. */
  language,
});
export type CreateCreditRequest = z.infer<typeof createCreditRequest>;

export const createdCreditRequest = z.object({
  token: z.string(),
  /** The link to share: `<public URL>/r/<token>`. */
  url: z.string(),
  /** The same link as a QR code, an SVG document. */
  qrSvg: z.string(),
  expiresAt: z.string(),
});
export type CreatedCreditRequest = z.infer<typeof createdCreditRequest>;

/** open: may be paid; answered: someone already paid it (or is paying it). An expired or unknown one is 404. */
const CREDIT_REQUEST_STATUSES = ['open', 'answered'] as const;

/** GET /api/credit-requests/{token}: what the opened link shows, and what fills the send screen in. */
export const creditRequest = z.object({
  status: z.enum(CREDIT_REQUEST_STATUSES),
  name: z.string(),
  message: z.string(),
  countryIso: z.string(),
  /** International form (E.164). */
  phoneNumber: z.string(),
  operatorId: z.number().int().nullable(),
  operatorName: z.string().nullable(),
  amountCents: cents.nullable(),
  language,
  expiresAt: z.string(),
});
export type CreditRequest = z.infer<typeof creditRequest>;

/** POST /api/credit-requests/detect: the number checked and its operator named, for the page without an account. */
export const creditRequestDetect = z.object({ countryIso, phoneNumber: recipientNumber });
export const creditRequestDetected = z.object({
  e164: z.string().nullable(),
  valid: z.boolean(),
  operator: z
    .object({
      id: z.number().int(),
      name: z.string(),
      denominationType: z.enum(['FIXED', 'RANGE']),
      /** The amounts she may suggest: the operator's fixed amounts, or its suggested ones within its range. */
      amountsCents: z.array(cents),
    })
    .nullable(),
});
export type CreditRequestDetected = z.infer<typeof creditRequestDetected>;
