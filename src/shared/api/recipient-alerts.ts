import { z } from 'zod';

/**
 * A person's alerts about one saved recipient (ADR 0073): when the recipient's operator runs a bonus, and
 * when the rate to the recipient's currency crosses a level the person sets. Both off until switched on.
 */

/** The most digits a level may have before and after its point (the column is numeric(20, 6)). */
const LEVEL = /^\d{1,12}(\.\d{1,6})?$/;

/**
 * A rate level: how much of the recipient's currency one US dollar buys ("140.5" gourdes), a positive decimal
 * written with a point. The web turns a decimal comma into a point before it checks.
 */
export const rateLevel = z
  .string()
  .trim()
  .regex(LEVEL, 'validation.rateLevel')
  .refine((value) => Number(value) > 0, 'validation.rateLevel');

/** PUT /api/recipients/:id/alerts: both choices at once; a rate level of null is no rate alert. */
export const recipientAlertsRequest = z
  .object({
    bonus: z.boolean(),
    rateLevel: rateLevel.nullable(),
  })
  .strict();
export type RecipientAlertsRequest = z.infer<typeof recipientAlertsRequest>;

/** A recipient's alerts, with what the person sets a level against: the operator, its currency and its rate now. */
export const recipientAlertsResponse = z.object({
  recipientId: z.string(),
  name: z.string(),
  bonus: z.boolean(),
  rateLevel: z.string().nullable(),
  /** The recipient's operator; null for a recipient saved without one (no alert can be set then). */
  operatorName: z.string().nullable(),
  /** The recipient's currency (ISO 4217) and what one US dollar buys in it now. */
  currency: z.string().nullable(),
  rate: z.string().nullable(),
});
export type RecipientAlerts = z.infer<typeof recipientAlertsResponse>;
