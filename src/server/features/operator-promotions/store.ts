import { and, asc, desc, eq, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { operatorPromotions, topupOperators } from '../../db/schema.js';

/** The operator_promotions table: replacing the copy with what the aggregator publishes, reading what is on. */
export type PromotionRow = typeof operatorPromotions.$inferInsert;

const BATCH = 500;

/** Inserts or updates every row by the aggregator's id and deletes the ones not given, in one transaction. */
export async function replacePromotions(db: Db, rows: PromotionRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    // In batches: one statement's parameters are capped (65,535), a promotion takes 10.
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx
        .insert(operatorPromotions)
        .values(rows.slice(i, i + BATCH))
        .onConflictDoUpdate({
          target: operatorPromotions.aggregatorPromotionId,
          set: {
            operatorId: sql`excluded.operator_id`,
            title: sql`excluded.title`,
            headline: sql`excluded.headline`,
            description: sql`excluded.description`,
            startsAt: sql`excluded.starts_at`,
            endsAt: sql`excluded.ends_at`,
            denominations: sql`excluded.denominations`,
            localDenominations: sql`excluded.local_denominations`,
            syncedAt: sql`excluded.synced_at`,
          },
        });
    }
    const kept = rows.map((row) => row.aggregatorPromotionId);
    await tx.delete(operatorPromotions).where(kept.length ? notInArray(operatorPromotions.aggregatorPromotionId, kept) : undefined);
  });
}

/** Which of these operator ids our catalogue has (a promotion of an operator we do not copy cannot be kept). */
export async function knownOperatorIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: topupOperators.id }).from(topupOperators).where(inArray(topupOperators.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Promotions on at `now` of active operators, ending soonest first. */
export function activePromotions(db: Db, now: Date, filter: { countryIso?: string; operatorId?: number }) {
  return db
    .select({
      id: operatorPromotions.aggregatorPromotionId,
      operatorId: operatorPromotions.operatorId,
      operatorName: topupOperators.name,
      operatorLogoUrl: topupOperators.logoUrl,
      countryIso: topupOperators.countryIso,
      title: operatorPromotions.title,
      headline: operatorPromotions.headline,
      description: operatorPromotions.description,
      startsAt: operatorPromotions.startsAt,
      endsAt: operatorPromotions.endsAt,
      denominations: operatorPromotions.denominations,
      localDenominations: operatorPromotions.localDenominations,
    })
    .from(operatorPromotions)
    .innerJoin(topupOperators, eq(topupOperators.id, operatorPromotions.operatorId))
    .where(
      and(
        eq(topupOperators.active, true),
        lte(operatorPromotions.startsAt, now),
        gte(operatorPromotions.endsAt, now),
        filter.countryIso ? eq(topupOperators.countryIso, filter.countryIso) : undefined,
        filter.operatorId ? eq(operatorPromotions.operatorId, filter.operatorId) : undefined,
      ),
    )
    .orderBy(asc(operatorPromotions.endsAt), asc(operatorPromotions.aggregatorPromotionId))
    .limit(100);
}

/** Of each of these operators, the promotion on at `now` that started last (on a tie, the highest id): one statement. */
export function newestActiveOf(db: Db, operatorIds: number[], now: Date) {
  return db
    .selectDistinctOn([operatorPromotions.operatorId], {
      id: operatorPromotions.aggregatorPromotionId,
      operatorId: operatorPromotions.operatorId,
      title: operatorPromotions.title,
      headline: operatorPromotions.headline,
    })
    .from(operatorPromotions)
    .where(
      and(inArray(operatorPromotions.operatorId, operatorIds), lte(operatorPromotions.startsAt, now), gte(operatorPromotions.endsAt, now)),
    )
    .orderBy(asc(operatorPromotions.operatorId), desc(operatorPromotions.startsAt), desc(operatorPromotions.aggregatorPromotionId));
}
