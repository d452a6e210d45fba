import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect.js';
import { topupCountries, topupOperators } from '../../../db/schema.js';
import type { TopupProvider } from '../../../integrations/topup-provider/index.js';
import { copyOperatorPromotions } from '../../operator-promotions/index.js';

/**
 * Copies the aggregator's countries and operators into our tables (upserts, in batches), and marks the
 * operators it no longer lists inactive; then the operators' promotions (ADR 0025). Runs at start and on a
 * schedule; the send screen reads only here.
 */
export async function syncCatalogue(
  db: Db,
  provider: TopupProvider,
): Promise<{ countries: number; operators: number; promotions: number }> {
  const startedAt = new Date();
  const countries = await provider.listCountries();
  for (let i = 0; i < countries.length; i += 200) {
    await db
      .insert(topupCountries)
      .values(
        countries.slice(i, i + 200).map((c) => ({
          iso: c.isoName,
          name: c.name,
          callingCode: c.callingCodes[0] ?? '',
          currency: c.currencyCode,
          syncedAt: startedAt,
        })),
      )
      .onConflictDoUpdate({
        target: topupCountries.iso,
        set: {
          name: sql`excluded.name`,
          callingCode: sql`excluded.calling_code`,
          currency: sql`excluded.currency`,
          syncedAt: sql`excluded.synced_at`,
        },
      });
  }

  let batch: (typeof topupOperators.$inferInsert)[] = [];
  let operators = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await db
      .insert(topupOperators)
      .values(batch)
      .onConflictDoUpdate({
        target: topupOperators.id,
        set: {
          ...Object.fromEntries(
            [
              'countryIso',
              'name',
              'logoUrl',
              'denominationType',
              'fixedAmountsCents',
              'minCents',
              'maxCents',
              'suggestedAmountsCents',
              'localCurrency',
              'fxRate',
              'dataBundles',
              'productKind',
              'fixedAmountDescriptions',
              'active',
            ].map((key) => [key, sql.raw(`excluded.${(topupOperators as unknown as Record<string, { name: string }>)[key]!.name}`)]),
          ),
          // Never backwards: when two copies overlap (a staff "sync now" during the scheduled one, a lease
          // that lapsed mid-copy), the older copy's late write must not make the newer one's clean-up below
          // mark this operator inactive.
          syncedAt: sql`greatest(${topupOperators.syncedAt}, excluded.synced_at)`,
        },
      });
    operators += batch.length;
    batch = [];
  };
  for await (const op of provider.allOperators({ includeData: true, includeBundles: true })) {
    const fixed = op.fixedAmountsCents;
    const min = op.denominationType === 'FIXED' ? Math.min(...fixed) : op.minAmountCents;
    const max = op.denominationType === 'FIXED' ? Math.max(...fixed) : op.maxAmountCents;
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max)) continue; // an operator without amounts cannot be sold
    batch.push({
      id: op.operatorId,
      countryIso: op.countryIso,
      name: op.name,
      logoUrl: op.logoUrls[0] ?? null,
      denominationType: op.denominationType,
      fixedAmountsCents: fixed,
      minCents: min!,
      maxCents: max!,
      suggestedAmountsCents: op.suggestedAmountsCents,
      localCurrency: op.destinationCurrency,
      fxRate: op.fxRate,
      dataBundles: op.data || op.bundle,
      // Reloadly's flags kept as one kind, with each amount's description (ADR 0035).
      productKind: op.pin ? 'pin' : op.data || op.bundle ? 'data' : 'airtime',
      fixedAmountDescriptions: op.denominationType === 'FIXED' ? op.fixedAmountDescriptions : [],
      active: true,
      syncedAt: startedAt,
    });
    if (batch.length >= 200) await flush();
  }
  await flush();
  await db
    .update(topupOperators)
    .set({ active: false })
    .where(sql`${topupOperators.syncedAt} < ${startedAt}`);
  const promotions = await copyOperatorPromotions(db, await provider.listPromotions(), startedAt);
  return { countries: countries.length, operators, promotions: promotions.kept };
}
