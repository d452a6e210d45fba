import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPT } from '../../../src/server/integrations/topup-provider/index.js';
import { startAggregator, type AggregatorHarness } from './harness.js';

/**
 * The sandbox's operator promotions (Reloadly's `/promotions` endpoints) and the adapter reading them: the
 * list paged as Reloadly pages, one by id, a country's and an operator's, 404 for what does not exist, and
 * the seeded offers timed around now. Every answer's shape is also checked against the vendor document in
 * contract.test.ts.
 */
let harness: AggregatorHarness;
let token: string;
beforeAll(async () => {
  harness = await startAggregator();
  token = await harness.token();
});
afterAll(() => harness.stop());

interface WirePromotion {
  promotionId: number;
  operatorId: number;
  title: string;
  title2: string;
  startDate: string;
  endDate: string;
}

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${harness.apiUrl}${path}`, { headers: { authorization: `Bearer ${token}`, accept: ACCEPT } });
  return { status: response.status, body: (await response.json()) as T };
}

describe('the sandbox serves promotions as Reloadly does', () => {
  it('lists them paged in Spring’s envelope, `page` from 1', async () => {
    const all = await get<{ content: WirePromotion[]; totalElements: number; totalPages: number; last: boolean }>('/promotions');
    expect(all.status).toBe(200);
    expect(all.body.content.length).toBe(all.body.totalElements);
    expect(all.body.totalElements).toBeGreaterThanOrEqual(5);

    const first = await get<{ content: WirePromotion[]; number: number; last: boolean; totalPages: number }>('/promotions?page=1&size=2');
    const second = await get<{ content: WirePromotion[]; number: number; last: boolean }>('/promotions?page=2&size=2');
    expect(first.body).toMatchObject({ number: 0, last: false, totalPages: Math.ceil(all.body.totalElements / 2) });
    expect(second.body.number).toBe(1);
    expect([...first.body.content, ...second.body.content]).toEqual(all.body.content.slice(0, 4));
  });

  it('answers one by id, and 404 PROMOTION_NOT_FOUND for an id it does not have', async () => {
    const { body: list } = await get<{ content: WirePromotion[] }>('/promotions');
    const one = await get<WirePromotion>(`/promotions/${list.content[0]!.promotionId}`);
    expect(one).toEqual({ status: 200, body: list.content[0] });
    const unknown = await get<{ errorCode: string; path: string }>('/promotions/424242');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: 'PROMOTION_NOT_FOUND', path: '/promotions/424242' });
    expect((await get('/promotions/not-a-number')).status).toBe(404);
  });

  it("answers a country's and an operator's as `{content}`; an unknown country or operator is 404", async () => {
    const digicel = (await harness.provider().detectOperator('+50934112300', 'HT'))!;
    const haiti = await get<{ content: WirePromotion[] }>('/promotions/country-codes/ht');
    expect(haiti.status).toBe(200);
    expect(haiti.body.content.map((promotion) => promotion.title)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Digicel Haiti From /), expect.stringMatching(/^Natcom Haiti From /)]),
    );
    const ofDigicel = await get<{ content: WirePromotion[] }>(`/promotions/operators/${digicel.operatorId}`);
    expect(ofDigicel.body.content.map((promotion) => promotion.title2)).toEqual(['Bonus weekend: 100% extra data']);
    expect((await get<{ errorCode: string }>('/promotions/country-codes/ZZ')).body.errorCode).toBe('COUNTRY_NOT_SUPPORTED');
    expect((await get<{ errorCode: string }>('/promotions/operators/999999999')).body.errorCode).toBe('OPERATOR_NOT_FOUND');
  });

  it('lists them on its page at /, for whoever runs it', async () => {
    const page = await (await fetch(`${harness.apiUrl}/`)).text();
    expect(page).toContain('<h2>Operator promotions</h2>');
    expect(page).toContain('Bonus weekend: 100% extra data');
  });

  it('needs the bearer token like every API call', async () => {
    const response = await fetch(`${harness.apiUrl}/promotions`, { headers: { accept: ACCEPT } });
    expect(response.status).toBe(401);
  });
});

describe('the adapter reads them', () => {
  it('every promotion, with UTC dates from Reloadly’s `Mon, 25 Jun 2018 06:00:00 +0000`: some on now, one over, one to come', async () => {
    const promotions = await harness.provider().listPromotions();
    const now = Date.now();
    const on = promotions.filter((p) => Date.parse(p.startsAt) <= now && now <= Date.parse(p.endsAt));
    expect(on.map((p) => p.title2)).toEqual(
      expect.arrayContaining(['Bonus weekend: 100% extra data', 'Double minutes to Haiti and the US', 'Bonus 2x']),
    );
    expect(promotions.some((p) => Date.parse(p.endsAt) < now)).toBe(true);
    expect(promotions.some((p) => Date.parse(p.startsAt) > now)).toBe(true);
    const natcom = promotions.find((p) => p.title2 === 'Double minutes to Haiti and the US')!;
    // The sandbox's description carries Reloadly's entities; the adapter hands over plain text.
    expect(natcom.description).toContain('United States & Canada');
    const digicel = promotions.find((p) => p.title2 === 'Bonus weekend: 100% extra data')!;
    expect(digicel.description.split('\n')).toHaveLength(3);
    expect(digicel).toMatchObject({ denominations: 'USD 5 and up', localDenominations: 'HTG 650 and up' });
  });
});
