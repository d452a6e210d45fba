import { z } from 'zod';

/**
 * What an operator sells (ADR 0035): airtime (any amount in its range, or its fixed amounts), data (Reloadly's
 * `data` and `bundle` products: plans of internet, sometimes with minutes) or PIN vouchers (`pin`: a code the
 * recipient loads themselves). Reloadly lists data and PIN products as operators of their own ("Digicel
 * Haiti Data", "Digicel Haiti PIN").
 */
export const PRODUCT_KINDS = ['airtime', 'data', 'pin'] as const;
export const productKind = z.enum(PRODUCT_KINDS);
export type ProductKind = z.infer<typeof productKind>;

/** GET /api/topups/{id}/pin: a delivered PIN, for its owner only; the operator's texts as it gives them. */
export const topupPin = z.object({
  topupId: z.string(),
  code: z.string(),
  serial: z.string().nullable(),
  /** The operator's instructions for loading it, in order. */
  instructions: z.array(z.string()),
  /** A number to call to load it. */
  ivr: z.string().nullable(),
  /** How long it can be loaded, in the operator's words ("90 days"). */
  validity: z.string().nullable(),
  deliveredAt: z.string(),
});
export type TopupPin = z.infer<typeof topupPin>;
