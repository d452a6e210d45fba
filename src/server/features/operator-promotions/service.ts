import type { OperatorPromotion } from '../../../shared/api/operator-promotions.js';
import type { Db } from '../../db/connect.js';
import type { ProviderPromotion } from '../../integrations/topup-provider/index.js';
import { activePromotions, knownOperatorIds, newestActiveOf, replacePromotions } from './store.js';

/**
 * Operators' promotions (ADR 0025): the catalogue sync hands over what the aggregator publishes and the
 * copy becomes exactly that; the API reads the ones on now.
 */

/** Makes our copy what the aggregator publishes: new ones added, changed ones updated, gone ones deleted. */
export async function copyOperatorPromotions(
  db: Db,
  promotions: readonly ProviderPromotion[],
  syncedAt = new Date(),
): Promise<{ kept: number; skipped: number }> {
  const known = await knownOperatorIds(db, [...new Set(promotions.map((promotion) => promotion.operatorId))]);
  const unique = new Map(promotions.filter((promotion) => known.has(promotion.operatorId)).map((p) => [p.promotionId, p]));
  await replacePromotions(
    db,
    [...unique.values()].map((promotion) => ({
      aggregatorPromotionId: promotion.promotionId,
      operatorId: promotion.operatorId,
      title: promotion.title,
      headline: promotion.title2,
      description: promotion.description,
      startsAt: new Date(promotion.startsAt),
      endsAt: new Date(promotion.endsAt),
      denominations: promotion.denominations,
      localDenominations: promotion.localDenominations,
      syncedAt,
    })),
  );
  return { kept: unique.size, skipped: promotions.length - unique.size };
}

/** The promotions on at `now`, for a country or an operator when asked. */
export async function listActiveOperatorPromotions(
  db: Db,
  filter: { countryIso?: string; operatorId?: number },
  now = new Date(),
): Promise<OperatorPromotion[]> {
  const rows = await activePromotions(db, now, filter);
  return rows.map(({ headline, title, startsAt, endsAt, ...row }) => ({
    ...row,
    // The short offer when the aggregator gives one; its long title says the operator and the period, shown apart.
    title: headline ?? title,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
  }));
}

/** An operator's bonus on now, as an alert names it (ADR 0073): the aggregator's id and the offer in its words. */
export interface CurrentBonus {
  promotionId: number;
  offer: string;
}

/**
 * Of each of these operators, the bonus on at `now` that started last, by operator id (ADR 0073's alerts):
 * one statement whatever the number of operators; none asked, none read.
 */
export async function currentBonusesOf(db: Db, operatorIds: readonly number[], now: Date): Promise<Map<number, CurrentBonus>> {
  const ids = [...new Set(operatorIds)];
  if (ids.length === 0) return new Map();
  const rows = await newestActiveOf(db, ids, now);
  return new Map(rows.map((row) => [row.operatorId, { promotionId: row.id, offer: row.headline ?? row.title }]));
}
