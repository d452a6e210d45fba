import { z } from 'zod';
import { sendingLimitsSetting } from './admin-settings';

/**
 * GET /api/topups/limits: what the signed-in person may send per day and month (their time zone's), by verification
 * state (verified: email and phone number both verified), and what they have sent so far (ADR 0033).
 */
export const sendingLimitsResponse = z.object({
  verified: z.boolean(),
  limits: sendingLimitsSetting,
  sentTodayCents: z.number().int(),
  sentThisMonthCents: z.number().int(),
});
export type SendingLimitsAnswer = z.infer<typeof sendingLimitsResponse>;
