import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorPromotions } from '../../../src/server/db/schema';
import { copyOperatorPromotions } from '../../../src/server/features/operator-promotions/service';
import type { ProviderPromotion } from '../../../src/server/integrations/topup-provider/index';
import { operatorPromotionsResponse } from '../../../src/shared/api/operator-promotions';
import { Client } from '../test-app';
import { digicelHaiti, startTopupApp, type TopupTestApp } from '../topups/topups-kit';

/**
 * Operators' promotions copied with the catalogue (ADR 0025): the sync keeps our copy equal to what the
 * aggregator publishes (added, updated, deleted), and GET /api/catalogue/promotions answers the ones on now,
 * for a country or an operator. The aggregator is the sandbox, whose promotions are timed around now.
 */
let t: TopupTestApp;
let person: Client;
beforeAll(async () => {
  t = await startTopupApp();
  person = new Client(t.app);
  await person.register({ email: 'operator-promotions@example.com' });
});
afterAll(() => t.close());

async function promotionsOn(query = '') {
  const response = await person.get(`/api/catalogue/promotions${query}`);
  expect(response.statusCode).toBe(200);
  return operatorPromotionsResponse.parse(response.json()).promotions;
}

describe('GET /api/catalogue/promotions', () => {
  it('answers the promotions on now, ending soonest first, with the operator and its country', async () => {
    const promotions = await promotionsOn();
    expect(promotions.map((p) => `${p.operatorName}: ${p.title}`)).toEqual([
      'Digicel Haiti: Bonus weekend: 100% extra data',
      'Natcom Haiti: Double minutes to Haiti and the US',
      'Claro Dominican Republic: Bonus 2x',
    ]);
    const [digicel] = promotions;
    expect(digicel).toMatchObject({ countryIso: 'HT', denominations: 'USD 5 and up', localDenominations: 'HTG 650 and up' });
    expect(digicel!.operatorLogoUrl).toMatch(/^https:\/\//);
    expect(digicel!.description).not.toMatch(/<|&\w+;/);
    expect(Date.parse(digicel!.startsAt)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(digicel!.endsAt)).toBeGreaterThan(Date.now());
  });

  it('leaves out what is over (Digicel Jamaica) and what is still to come (Natcom Haiti Data), though both are copied', async () => {
    const names = (await promotionsOn()).map((p) => p.operatorName);
    expect(names).not.toContain('Digicel Jamaica');
    expect(names).not.toContain('Natcom Haiti Data');
    const copied = await t.database.db.select().from(operatorPromotions);
    expect(copied).toHaveLength(5);
  });

  it('filters by country and by operator', async () => {
    expect((await promotionsOn('?countryIso=ht')).map((p) => p.operatorName)).toEqual(['Digicel Haiti', 'Natcom Haiti']);
    expect(await promotionsOn('?countryIso=JM')).toEqual([]);
    const digicel = await digicelHaiti(person);
    const ofDigicel = await promotionsOn(`?operatorId=${digicel.id}`);
    expect(ofDigicel.map((p) => p.title)).toEqual(['Bonus weekend: 100% extra data']);
    expect(await promotionsOn('?operatorId=424242')).toEqual([]);
  });

  it('refuses bad filters with 400 and changes nothing; asks who is calling, like the rest of the catalogue', async () => {
    for (const query of [
      '?countryIso=HTI',
      '?countryIso=12',
      '?operatorId=abc',
      '?operatorId=-3',
      '?operatorId=1.5',
      '?operatorId=99999999999',
    ]) {
      expect((await person.get(`/api/catalogue/promotions${query}`)).statusCode, query).toBe(400);
    }
    expect((await new Client(t.app).get('/api/catalogue/promotions')).statusCode).toBe(401);
  });
});

describe('the catalogue sync copies them', () => {
  it('the app’s sync job copies the promotions with the catalogue and says how many it kept', async () => {
    expect(await t.app.jobs.syncCatalogue()).toMatchObject({ promotions: 5 });
  });

  it('a later sync updates a changed promotion, deletes one no longer published, and drops unknown operators', async () => {
    const published = await t.provider.listPromotions();
    const natcom = published.find((p) => p.title2 === 'Double minutes to Haiti and the US')!;
    const digicel = published.find((p) => p.title2 === 'Bonus weekend: 100% extra data')!;
    const changed: ProviderPromotion = {
      ...digicel,
      title2: 'Bonus weekend: 150% extra data',
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    };
    const stranger: ProviderPromotion = { ...digicel, promotionId: 999_001, operatorId: 987_654_321 };
    const next = [...published.filter((p) => p !== natcom && p !== digicel), changed, stranger];

    expect(await copyOperatorPromotions(t.database.db, next)).toEqual({ kept: 4, skipped: 1 });

    const rows = await t.database.db.select().from(operatorPromotions);
    expect(rows.map((row) => row.aggregatorPromotionId).sort()).toEqual(
      published
        .filter((p) => p !== natcom)
        .map((p) => p.promotionId)
        .sort(),
    );
    const [updated] = await t.database.db
      .select()
      .from(operatorPromotions)
      .where(eq(operatorPromotions.aggregatorPromotionId, digicel.promotionId));
    expect(updated).toMatchObject({ headline: 'Bonus weekend: 150% extra data', endsAt: new Date(changed.endsAt) });
    expect((await promotionsOn('?countryIso=HT')).map((p) => p.title)).toEqual(['Bonus weekend: 150% extra data']);

    // The next real sync brings back what the aggregator publishes.
    await t.app.jobs.syncCatalogue();
    expect((await promotionsOn('?countryIso=HT')).map((p) => p.title)).toEqual([
      'Bonus weekend: 100% extra data',
      'Double minutes to Haiti and the US',
    ]);
  });

  it('an aggregator that publishes none leaves none', async () => {
    expect(await copyOperatorPromotions(t.database.db, [])).toEqual({ kept: 0, skipped: 0 });
    expect(await t.database.db.select().from(operatorPromotions)).toEqual([]);
    expect(await promotionsOn()).toEqual([]);
    await t.app.jobs.syncCatalogue();
  });
});
