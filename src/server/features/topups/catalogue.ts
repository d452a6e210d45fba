import { asc, eq, sql } from 'drizzle-orm';
import type { CatalogueCountry, CatalogueOperator } from '../../../shared/api/topups.js';
import { recipientE164 } from '../../../shared/phone.js';
import type { Db } from '../../db/connect.js';
import { topupCountries, topupOperators } from '../../db/schema.js';

export type OperatorRow = typeof topupOperators.$inferSelect;

export function presentOperator(row: OperatorRow): CatalogueOperator {
  return {
    id: row.id,
    countryIso: row.countryIso,
    name: row.name,
    logoUrl: row.logoUrl,
    denominationType: row.denominationType,
    fixedAmountsCents: row.fixedAmountsCents,
    minCents: row.minCents,
    maxCents: row.maxCents,
    suggestedAmountsCents: row.suggestedAmountsCents,
    localCurrency: row.localCurrency,
    fxRate: row.fxRate,
    dataBundles: row.dataBundles,
  };
}

/** Countries with at least one active operator, from our copy of the catalogue (never the aggregator). */
export async function listCountries(db: Db): Promise<CatalogueCountry[]> {
  const rows = await db
    .select({
      iso: topupCountries.iso,
      name: topupCountries.name,
      callingCode: topupCountries.callingCode,
      currency: topupCountries.currency,
      operatorCount: sql<number>`count(${topupOperators.id})::int`,
      fromCents: sql<string>`min(${topupOperators.minCents})`,
    })
    .from(topupCountries)
    .innerJoin(topupOperators, sql`${topupOperators.countryIso} = ${topupCountries.iso} and ${topupOperators.active}`)
    .groupBy(topupCountries.iso)
    .orderBy(asc(topupCountries.name));
  return rows.map((row) => ({ ...row, fromCents: Number(row.fromCents) }));
}

export async function operatorsOf(db: Db, countryIso: string): Promise<OperatorRow[]> {
  return db
    .select()
    .from(topupOperators)
    .where(sql`${topupOperators.countryIso} = ${countryIso} and ${topupOperators.active}`)
    .orderBy(asc(topupOperators.name));
}

export async function findOperator(db: Db, operatorId: number): Promise<OperatorRow | null> {
  const [row] = await db.select().from(topupOperators).where(eq(topupOperators.id, operatorId)).limit(1);
  return row ?? null;
}

/**
 * The number in international form and, when the aggregator can tell from it, its operator (one of ours).
 * A failed detection is not an error: the person picks the operator.
 */
export async function detect(
  db: Db,
  countryIso: string,
  number: string,
  detectOperatorId: (e164: string, iso: string) => Promise<number | null>,
) {
  const e164 = recipientE164(number, countryIso);
  if (!e164) return { e164: null, valid: false, operator: null };
  const operatorId = await detectOperatorId(e164, countryIso).catch(() => null);
  const operator = operatorId === null ? null : await findOperator(db, operatorId);
  return {
    e164,
    valid: true,
    operator: operator && operator.active && operator.countryIso === countryIso ? presentOperator(operator) : null,
  };
}
