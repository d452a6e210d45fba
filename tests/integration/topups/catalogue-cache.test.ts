import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/connect';
import { topupOperators } from '../../../src/server/db/schema';
import { CATALOGUE_CACHE_MS, createCatalogueCache } from '../../../src/server/features/topups/catalogue/catalogue';
import { catalogueCountries, catalogueOperators } from '../../../src/shared/api/topups';
import { Client } from '../test-app';
import { startTopupApp, type TopupTestApp } from './topups-kit';

let t: TopupTestApp;
let person: Client;
beforeAll(async () => {
  t = await startTopupApp();
  person = new Client(t.app);
  await person.register({ email: 'catalogue-cache@example.com' });
});
afterAll(() => t.close());

/** An operator the aggregator does not list, stamped in the future so that a sync neither updates nor retires it. */
const EXTRA_OPERATOR = {
  id: 990_001,
  countryIso: 'HT',
  name: 'Zz Cache Test Mobile',
  denominationType: 'RANGE' as const,
  minCents: 100,
  maxCents: 5000,
  localCurrency: 'HTG',
  fxRate: '131.5',
  syncedAt: new Date(Date.now() + 24 * 3600_000),
};

describe('the catalogue as served: from memory, with an ETag', () => {
  it('answers the countries and operators in their schemas, with an ETag, private and revalidated', async () => {
    const countries = await person.get('/api/catalogue/countries');
    expect(countries.statusCode).toBe(200);
    expect(countries.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(countries.headers['cache-control']).toBe('private, no-cache');
    expect(countries.headers.etag).toMatch(/^"[\w-]{27}"$/);
    const { countries: list } = catalogueCountries.parse(countries.json());
    expect(list.find((country) => country.iso === 'HT')).toMatchObject({ name: 'Haiti', currency: 'HTG' });

    const operators = await person.get('/api/catalogue/countries/HT/operators');
    expect(operators.statusCode).toBe(200);
    expect(catalogueOperators.parse(operators.json()).operators.map((o) => o.name)).toContain('Digicel Haiti');
    expect(operators.headers.etag).not.toBe(countries.headers.etag);
  });

  it('answers 304 without a body when the browser already holds this version (If-None-Match)', async () => {
    const first = await person.get('/api/catalogue/countries');
    const again = await person.get('/api/catalogue/countries', { 'if-none-match': `W/"other", ${first.headers.etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await person.get('/api/catalogue/countries', { 'if-none-match': '"older"' })).statusCode).toBe(200);
  });

  it('still asks who is calling: no session, no catalogue', async () => {
    expect((await new Client(t.app).get('/api/catalogue/countries')).statusCode).toBe(401);
  });

  it('serves the new catalogue right after a sync, not the copy it held', async () => {
    const haitiOperators = async () =>
      catalogueOperators.parse((await person.get('/api/catalogue/countries/HT/operators')).json()).operators.map((o) => o.name);
    const haitiCount = async () =>
      catalogueCountries.parse((await person.get('/api/catalogue/countries')).json()).countries.find((c) => c.iso === 'HT')!.operatorCount;
    const countBefore = await haitiCount();
    expect(await haitiOperators()).not.toContain(EXTRA_OPERATOR.name);

    await t.database.db.insert(topupOperators).values(EXTRA_OPERATOR);
    try {
      // Held in memory: a change to the tables alone shows within CATALOGUE_CACHE_MS, not at once.
      expect(await haitiOperators()).not.toContain(EXTRA_OPERATOR.name);
      await t.app.jobs.syncCatalogue();
      expect(await haitiOperators()).toContain(EXTRA_OPERATOR.name);
      expect(await haitiCount()).toBe(countBefore + 1);
    } finally {
      await t.database.db.delete(topupOperators).where(eq(topupOperators.id, EXTRA_OPERATOR.id));
      await t.app.jobs.syncCatalogue();
    }
  });
});

describe('createCatalogueCache', () => {
  it('reads again once CATALOGUE_CACHE_MS has passed, so another instance’s sync shows within it', async () => {
    let now = 0;
    const cache = createCatalogueCache(t.database.db, () => now);
    const first = await cache.operators('HT');
    await t.database.db.insert(topupOperators).values(EXTRA_OPERATOR);
    try {
      now = CATALOGUE_CACHE_MS - 1;
      expect(await cache.operators('HT')).toBe(first);
      now = CATALOGUE_CACHE_MS;
      expect((await cache.operators('HT')).body.toString()).toContain(EXTRA_OPERATOR.name);
    } finally {
      await t.database.db.delete(topupOperators).where(eq(topupOperators.id, EXTRA_OPERATOR.id));
    }
  });

  it('shares one read between requests that arrive together', async () => {
    const cache = createCatalogueCache(t.database.db);
    const [a, b] = await Promise.all([cache.countries(), cache.countries()]);
    expect(a).toBe(b);
  });

  it('does not keep a failed read: the next request reads again', async () => {
    let reads = 0;
    const away = {
      select: () => {
        reads++;
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      },
    } as unknown as Db;
    const cache = createCatalogueCache(away);
    await expect(cache.countries()).rejects.toThrow('ECONNREFUSED');
    await expect(cache.countries()).rejects.toThrow('ECONNREFUSED');
    expect(reads).toBe(2);
  });
});
