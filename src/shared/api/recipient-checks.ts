import { z } from 'zod';

/**
 * The checks the send screen runs on what a person types (the country, the recipient's number, a name to save
 * them under), in a module of their own: a screen that imports them builds these few schemas, not the whole
 * top-up API's (topups.ts, which re-exports them, and the wallet's), whose building held a cheap phone's main
 * thread while the screen opened. Messages are i18n keys (`validation.*`).
 */

export const countryIso = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'validation.country');

/**
 * A phone number as a person writes it: 8 to 15 digits, an optional leading +, spaces, dots, dashes and
 * brackets between them. A pattern, so that the OpenAPI document says it too.
 */
const PHONE_PATTERN = /^\s*\+?(?:[\s().-]*\d){8,15}[\s().-]*$/;

/** 'Enter phone number' and 'Phone number must have 8-15 digits (example: {phone} for Haiti)' (docs/product-rules.md#topup-validation). */
export const recipientNumber = z
  .string()
  .trim()
  .min(1, 'validation.enterPhone')
  .max(40, 'validation.phoneDigits')
  .regex(PHONE_PATTERN, 'validation.phoneDigits');

export const saveRecipientRequest = z.object({
  name: z.string().trim().min(1, 'validation.recipientName').max(60, 'validation.nameMax'),
  countryIso,
  recipientNumber,
  operatorId: z.number().int().positive().nullable(),
});
