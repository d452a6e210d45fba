import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { settleDelivered } from '../../../src/server/features/topups/delivery/settlement';
import { createLoyaltyService } from '../../../src/server/features/loyalty/service';
import { createLedgerFor } from '../../../src/server/ledger/index';
import { LEVEL_RULES } from '../../../src/shared/loyalty';
import { percentOfCents } from '../../../src/shared/money';
import type { Client } from '../test-app';
import {
  availableOf,
  digicelHaiti,
  expectLedgerSound,
  haitiNumber,
  personWith,
  quoteAndSend,
  startTopupApp,
  topupOf,
  type TopupTestApp,
} from '../topups/topups-kit';
import { keyReused } from '../../../src/server/features/idempotency';

let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

const loyaltyOf = async (client: Client) => {
  const answer = await client.get('/api/loyalty');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

/** About $20 (or the operator's largest fixed amount): enough to earn a visible number of points. */
async function amountToSend(client: Client) {
  const operator = await digicelHaiti(client);
  return operator.denominationType === 'FIXED' ? operator.fixedAmountsCents.at(-1)! : Math.max(operator.minCents, 2050);
}

/**
 * Gives a person lifetime points as if earned before, straight in the database: reaching Gold by real
 * top-ups would take $500 of them. The points ledger's own rows are tested by the scenarios that earn.
 */
const grantPoints = (userId: string, points: number) =>
  t.database.pool.query(`update users set loyalty_points = $2, lifetime_loyalty_points = $2 where id = $1`, [userId, points]);

describe('earning: 1 point per whole dollar sent, once per delivered top-up', () => {
  it('a delivered top-up earns its points once, whatever is replayed', async () => {
    const { client, user } = await personWith(t, 5000);
    const amountCents = await amountToSend(client);
    const { quote, sent } = await quoteAndSend(client, haitiNumber('05'), { amountCents });
    const orderId = sent.json().topup.id;
    expect(await loyaltyOf(client)).toMatchObject({ points: 0, lifetimePoints: 0, level: 'bronze', history: [] });

    await t.work();
    await t.work();
    expect(await topupOf(client, orderId)).toMatchObject({ status: 'completed' });
    const earned = Math.floor(quote.amountCents / 100);
    expect(earned).toBeGreaterThan(0);

    // A second worker settling it again, and the hook retried whole in a new transaction: nothing more.
    const ledger = createLedgerFor(t.database);
    const loyalty = createLoyaltyService({ db: t.database.pool, ledger });
    const hook = (tx: Parameters<typeof loyalty.topupSettled>[0], settled: Parameters<typeof loyalty.topupSettled>[1]) =>
      loyalty.topupSettled(tx, settled);
    expect(await settleDelivered(ledger, orderId, { transactionId: 'replayed', operatorReference: null }, hook)).toBe('succeeded');
    await ledger.transaction((tx) =>
      loyalty.topupSettled(tx, { orderId, userId: user.id, outcome: 'succeeded', amountCents: quote.amountCents }),
    );

    const summary = await loyaltyOf(client);
    expect(summary).toMatchObject({ points: earned, lifetimePoints: earned });
    expect(summary.history).toEqual([
      { id: `topup:${orderId}:points`, kind: 'earned', points: earned, topupId: orderId, creditCents: null, createdAt: expect.any(String) },
    ]);
    // The balance is the sum of the person's entries.
    const { rows } = await t.database.pool.query(
      `select coalesce(sum(points), 0)::int as sum from loyalty_points_entries where user_id = $1`,
      [user.id],
    );
    expect(rows[0].sum).toBe(earned);
    // The dashboard's stat and the profile read the same balance.
    expect((await client.get('/api/wallet')).json().rewardPoints).toBe(earned);
    expect((await client.get('/api/user/me')).json().user.loyaltyPoints).toBe(earned);
  });

  it('a failed top-up, refunded, earns nothing', async () => {
    const { client } = await personWith(t, 5000);
    const { sent } = await quoteAndSend(client, haitiNumber('88'), { amountCents: await amountToSend(client) });
    await t.work();
    expect(await topupOf(client, sent.json().topup.id)).toMatchObject({ status: 'failed', refunded: true });
    expect(await loyaltyOf(client)).toMatchObject({ points: 0, lifetimePoints: 0, history: [] });
    expect((await client.get('/api/wallet')).json().rewardPoints).toBe(0);
  });
});

describe('levels: the top-up fee reduction on the quote', () => {
  it('a Bronze member pays the full fee; a Gold member gets 20 % off it, shown and charged', async () => {
    const { client, user } = await personWith(t, 5000);
    const amountCents = await amountToSend(client);
    const bronze = (await quoteAndSend(client, haitiNumber('05'), { amountCents })).quote;
    expect(bronze).toMatchObject({ topupFeeReductionCents: 0, loyaltyLevel: null });
    await t.work();

    await grantPoints(user.id, 600);
    expect(await loyaltyOf(client)).toMatchObject({ level: 'gold', nextLevel: 'platinum', pointsToNextLevel: 900 });
    const before = await availableOf(client);
    const { quote, sent } = await quoteAndSend(client, haitiNumber('05'), { amountCents });
    const fullFee = bronze.topupFeeCents;
    const reduction = percentOfCents(fullFee, 2000);
    expect(reduction).toBeGreaterThan(0);
    expect(quote).toMatchObject({
      loyaltyLevel: 'gold',
      topupFeeReductionCents: reduction,
      topupFeeCents: fullFee - reduction,
      totalCents: amountCents + fullFee - reduction,
    });
    // The quote read back says the same; the wallet pays the reduced total.
    expect((await client.get(`/api/quotes/${quote.id}`)).json()).toMatchObject({ topupFeeReductionCents: reduction, loyaltyLevel: 'gold' });
    await t.work();
    expect(await topupOf(client, sent.json().topup.id)).toMatchObject({ status: 'completed' });
    expect(await availableOf(client)).toBe(before - quote.totalCents);
  });
});

describe('levels: each from its first point, as the quote is written', () => {
  it('prices at the level the lifetime points reach, one point short of it at the level below', async () => {
    const { client, user } = await personWith(t, 5000);
    const amountCents = await amountToSend(client);
    const operator = await digicelHaiti(client);
    const quoteAt = async (points: number) => {
      await grantPoints(user.id, points);
      const quote = await client.post('/api/topups/quotes', {
        countryIso: 'HT',
        operatorId: operator.id,
        recipientNumber: haitiNumber('05'),
        amountCents,
        paymentMethod: 'wallet',
      });
      expect(quote.statusCode, quote.body).toBe(200);
      return quote.json();
    };
    const fullFee = (await quoteAt(0)).topupFeeCents;
    for (const [index, rule] of LEVEL_RULES.entries()) {
      if (index === 0) continue;
      const below = LEVEL_RULES[index - 1]!;
      expect(await quoteAt(rule.minLifetimePoints - 1)).toMatchObject({
        loyaltyLevel: below.topupFeeReductionBasisPoints > 0 ? below.level : null,
        topupFeeReductionCents: percentOfCents(fullFee, below.topupFeeReductionBasisPoints),
      });
      const reduction = percentOfCents(fullFee, rule.topupFeeReductionBasisPoints);
      expect(await quoteAt(rule.minLifetimePoints)).toMatchObject({
        loyaltyLevel: rule.level,
        topupFeeReductionCents: reduction,
        topupFeeCents: fullFee - reduction,
        totalCents: amountCents + fullFee - reduction,
      });
    }
  });
});

describe('redeeming: 100 points = $1.00 of wallet credit, once per Idempotency-Key', () => {
  const redeem = (client: Client, points: unknown, key: string | null = randomUUID()) =>
    client.post('/api/loyalty/redemptions', { points }, key ? { 'idempotency-key': key } : {});

  it('twenty identical requests at once credit the wallet once', async () => {
    const { client, user } = await personWith(t, 200);
    await grantPoints(user.id, 1250);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(client, 700, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((a) => a.json().redemption.id));
    expect(ids.size).toBe(1);
    expect(answers[0]!.json().redemption).toMatchObject({ points: 700, creditCents: 700 });

    expect(await availableOf(client)).toBe(200 + 700);
    const summary = await loyaltyOf(client);
    expect(summary).toMatchObject({ points: 550, lifetimePoints: 1250, level: 'gold' });
    expect(summary.history).toMatchObject([{ kind: 'redeemed', points: -700, creditCents: 700, topupId: null }]);
    const { transactions } = (await client.get('/api/wallet/transactions')).json();
    expect(
      transactions.filter((x: { type: string; amountCents: number }) => x.type === 'promotion_bonus' && x.amountCents === 700),
    ).toHaveLength(1);

    // Replayed later: the same answer; the same key for another amount: 409.
    const again = await redeem(client, 700, key);
    expect(again.json().redemption.id).toBe([...ids][0]);
    const reused = await redeem(client, 500, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toMatchObject({ code: 'CONFLICT', message: keyReused().message });
    expect(await availableOf(client)).toBe(900);
  });

  it('refuses more points than the balance, below 500, off the hundreds, or without a key, changing nothing', async () => {
    const { client, user } = await personWith(t, 200);
    await grantPoints(user.id, 550);
    const tooMany = await redeem(client, 600);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatchObject({ code: 'CONFLICT', fields: { points: 'validation.pointsNotEnough' } });
    expect((await redeem(client, 400)).json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { points: 'validation.pointsMinimum' },
    });
    expect((await redeem(client, 550)).json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { points: 'validation.pointsHundreds' },
    });
    expect((await redeem(client, 500, null)).statusCode).toBe(400);
    expect(await loyaltyOf(client)).toMatchObject({ points: 550, history: [] });
    expect(await availableOf(client)).toBe(200);
    const { rows } = await t.database.pool.query(
      `select count(*)::int as n from ledger_transfers where id like 'loyalty:%' and user_id = $1`,
      [user.id],
    );
    expect(rows[0].n).toBe(0);
  });
});

describe('the OpenAPI document', () => {
  it('lists GET /api/loyalty and POST /api/loyalty/redemptions, signed in, with the Idempotency-Key', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/loyalty'].get.responses['200']).toBeTruthy();
    const redeem = document.paths['/api/loyalty/redemptions'].post;
    expect(redeem.security.length).toBeGreaterThan(0);
    expect(redeem.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true }));
    expect(Object.keys(redeem.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '409']));
  });
});

describe('the database guards the points ledger', () => {
  it('refuses to edit or delete an entry, and a negative balance', async () => {
    const { client, user } = await personWith(t, 5000);
    const { sent } = await quoteAndSend(client, haitiNumber('05'), { amountCents: await amountToSend(client) });
    await t.work();
    const id = `topup:${sent.json().topup.id}:points`;
    await expect(t.database.pool.query(`update loyalty_points_entries set points = 1000 where id = $1`, [id])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.database.pool.query(`delete from loyalty_points_entries where id = $1`, [id])).rejects.toThrow(/append-only/);
    await expect(t.database.pool.query(`update users set loyalty_points = -1 where id = $1`, [user.id])).rejects.toThrow(
      /users_loyalty_points_check/,
    );
  });
});
