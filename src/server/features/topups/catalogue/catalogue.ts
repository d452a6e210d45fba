import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catalogueCountries, catalogueOperators, type CatalogueCountry, type CatalogueOperator } from '../../../../shared/api/topups.js';
import { recipientE164 } from '../../../../shared/phone.js';
import type { Db } from '../../../db/connect.js';
import { topupCountries, topupOperators } from '../../../db/schema.js';

export type OperatorRow = typeof topupOperators.$inferSelect;

function presentOperator(row: OperatorRow): CatalogueOperator {
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
    productKind: row.productKind,
    fixedAmountDescriptions: row.fixedAmountDescriptions,
  };
}

/** Countries with at least one active operator, from our copy of the catalogue (never the aggregator). */
export async function listCountries(db: Db): Promise<CatalogueCountry[]> {
  return db
    .select({
      iso: topupCountries.iso,
      name: topupCountries.name,
      callingCode: topupCountries.callingCode,
      currency: topupCountries.currency,
      operatorCount: sql<number>`count(${topupOperators.id})::int`,
      fromCents: sql<number>`min(${topupOperators.minCents})`,
    })
    .from(topupCountries)
    .innerJoin(
      topupOperators,
      sql`${topupOperators.countryIso} = ${topupCountries.iso} and ${topupOperators.active} and ${topupOperators.enabled}`,
    )
    .groupBy(topupCountries.iso)
    .orderBy(asc(topupCountries.name));
}

async function operatorsOf(db: Db, countryIso: string): Promise<OperatorRow[]> {
  return db
    .select()
    .from(topupOperators)
    .where(sql`${topupOperators.countryIso} = ${countryIso} and ${topupOperators.active} and ${topupOperators.enabled}`)
    .orderBy(asc(topupOperators.name));
}

/**
 * How long an answer is served from memory before it is read again. This instance's own sync empties the
 * cache at once (invalidate); this bounds how long another instance's sync, or a hand edit of the tables,
 * takes to show.
 */
export const CATALOGUE_CACHE_MS = 60_000;

/** One answer, serialised and checked against its schema once, with its ETag. */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
}

/**
 * The catalogue's two lists as ready-to-send JSON, read from the database once per CATALOGUE_CACHE_MS (or
 * after a sync) instead of once per request: the country list is an aggregate over 2,000+ operators and
 * was the slowest screen to fill. Concurrent misses share one read; a failed read is not kept.
 */
export function createCatalogueCache(db: Db, now: () => number = Date.now) {
  const answers = new Map<string, { answer: Promise<CachedAnswer>; readAt: number }>();
  const cached = (key: string, read: () => Promise<string>): Promise<CachedAnswer> => {
    const hit = answers.get(key);
    if (hit && now() - hit.readAt < CATALOGUE_CACHE_MS) return hit.answer;
    const answer = read().then((json) => ({
      body: Buffer.from(json),
      etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
    }));
    answers.set(key, { answer, readAt: now() });
    answer.catch(() => {
      if (answers.get(key)?.answer === answer) answers.delete(key);
    });
    return answer;
  };
  return {
    countries: () => cached('countries', async () => JSON.stringify(catalogueCountries.parse({ countries: await listCountries(db) }))),
    operators: (countryIso: string) =>
      cached(`operators:${countryIso}`, async () =>
        JSON.stringify(catalogueOperators.parse({ operators: (await operatorsOf(db, countryIso)).map(presentOperator) })),
      ),
    /** After a catalogue sync or an operator switched on or off: the next request reads the catalogue again. */
    invalidate: () => answers.clear(),
  };
}
export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

/**
 * Sends a cached answer, or 304 when the client already holds it (If-None-Match). `private, no-cache`:
 * the answer is behind sign-in, and the browser asks again each time, which costs a 304 when unchanged.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, { body, etag }: CachedAnswer) {
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  const held = request.headers['if-none-match'];
  if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(body);
}

async function findOperator(db: Db, operatorId: number): Promise<OperatorRow | null> {
  const [row] = await db.select().from(topupOperators).where(eq(topupOperators.id, operatorId)).limit(1);
  return row ?? null;
}

/**
 * findOperator, each operator kept for `maxAgeMs`: every quote reads one, and our copy of the catalogue
 * changes only when synced (every few hours), so a read per quote buys nothing. Unknown ids are not kept.
 */
export function cachedOperatorLookup(db: Db, maxAgeMs = 30_000) {
  const kept = new Map<number, { at: number; row: OperatorRow }>();
  return {
    async find(operatorId: number): Promise<OperatorRow | null> {
      const hit = kept.get(operatorId);
      if (hit && Date.now() - hit.at < maxAgeMs) return hit.row;
      const row = await findOperator(db, operatorId);
      if (row) kept.set(operatorId, { at: Date.now(), row });
      else kept.delete(operatorId);
      return row;
    },
    /** Staff switched it on or off here: the next quote reads it again (other instances within maxAgeMs). */
    forget: (operatorId: number) => kept.delete(operatorId),
  };
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
    operator: operator && operator.active && operator.enabled && operator.countryIso === countryIso ? presentOperator(operator) : null,
  };
}
