import { z } from 'zod';
import { countryIso } from './topups';

/**
 * Operators' own promotions (a Digicel Haiti bonus weekend), copied from the aggregator with the catalogue:
 * `GET /api/catalogue/promotions`, those on now, optionally for one country or one operator. Texts are
 * the operator's as the aggregator gives them (usually English, plain text); Kredi frames them in the
 * person's language (ADR 0025).
 */
export const operatorPromotionsQuery = z.object({
  countryIso: countryIso.optional(),
  operatorId: z.coerce
    .number<string>()
    .int('validation.notFound')
    .positive('validation.notFound')
    .max(2_147_483_647, 'validation.notFound')
    .optional(),
});

const operatorPromotion = z.object({
  /** The aggregator's promotion id. */
  id: z.number().int(),
  operatorId: z.number().int(),
  operatorName: z.string(),
  operatorLogoUrl: z.string().nullable(),
  countryIso: z.string(),
  /** The offer in a few words ("Bonus weekend: 100% extra data"), as the operator words it. */
  title: z.string(),
  description: z.string(),
  /** ISO 8601, UTC. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** The amounts it applies to, in the aggregator's words ("USD 5 and up"); null when not said. */
  denominations: z.string().nullable(),
  localDenominations: z.string().nullable(),
});
export const operatorPromotionsResponse = z.object({ promotions: z.array(operatorPromotion) });
export type OperatorPromotion = z.infer<typeof operatorPromotion>;
