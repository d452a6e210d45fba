import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifySettled } from '../../../src/server/features/topups/delivery/notices';
import { settleDelivered, settleFailed, type OnSettled } from '../../../src/server/features/topups/delivery/settlement';
import { createLedgerFor } from '../../../src/server/ledger/index';
import { mailTo } from '../test-app';
import { expectLedgerSound, haitiNumber, personWith, quoteAndSend, startTopupApp, type TopupTestApp } from '../topups/topups-kit';

/**
 * ADR 0020, 0028: a settled top-up queues exactly one receipt (the email channel of its notification) in
 * its own transaction; the job sends it once.
 */
let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterAll(() => t.close());

const outboxOf = async (orderId: string) =>
  (
    await t.database.pool.query<{ id: string; kind: string; state: string; attempts: number; payload: { outcome: string } }>(
      `select id, kind, state, attempts, payload from notification_outbox where payload->>'orderId' = $1`,
      [orderId],
    )
  ).rows;

/** The app's hook, as app.ts wires it. */
const queueReceipt: OnSettled = (tx, settled) => notifySettled(tx, settled);

async function settledTopup(lastTwo: string) {
  const { client, user } = await personWith(t, 3000);
  const { sent } = await quoteAndSend(client, haitiNumber(lastTwo));
  const orderId = sent.json().topup.id as string;
  expect(await t.app.jobs.runTopupWorker()).toBe(1);
  return { orderId, email: user.email };
}

async function replaySettlements(orderId: string, outcome: 'succeeded' | 'failed') {
  const ledger = createLedgerFor(t.database);
  // A second worker (its lease ran out) settling the same order again, either way: nothing changes.
  await settleDelivered(ledger, orderId, { transactionId: 'replayed', operatorReference: null }, queueReceipt);
  await settleFailed(ledger, orderId, { errorCode: 'REPLAYED' }, queueReceipt);
  // The hook run again for the same settlement (as a retried transaction would): the same event, the same row.
  const notice = {
    recipientNumber: '+50937000000',
    localAmount: '1',
    localCurrency: 'HTG',
    walletChargeCents: 0,
    textRecipient: false,
    paidWithPayPal: false,
    refundCents: 0,
  };
  await ledger.transaction((tx) =>
    queueReceipt(tx, {
      orderId,
      userId: 'ignored-by-the-conflict',
      outcome,
      amountCents: 0,
      promotionId: null,
      answersCreditRequest: false,
      notice,
    }),
  );
}

describe.each([
  ['delivered', '05', 'succeeded', 'Receipt: top-up delivered to', 'delivered'],
  ['failed', '88', 'failed', 'failed: refunded to your wallet', 'refunded'],
])('a %s top-up', (_name, lastTwo, outcome, subject, event) => {
  it('queues exactly one receipt in its settlement, even when settlement is replayed', async () => {
    const { orderId } = await settledTopup(lastTwo);
    await replaySettlements(orderId, outcome as 'succeeded' | 'failed');
    expect(await outboxOf(orderId)).toEqual([
      { id: `topup:${orderId}:${event}:email`, kind: 'topup_receipt', state: 'pending', attempts: 0, payload: { orderId, outcome } },
    ]);
    await expectLedgerSound(t);
  });

  it('is mailed once by the notifications job, and never again', async () => {
    const { orderId, email } = await settledTopup(lastTwo);
    const receipts = async () => (await mailTo(t.mailboxUrl, email)).filter((mail) => mail.subject.includes(subject));
    expect(await receipts()).toEqual([]); // the worker itself sends nothing
    await replaySettlements(orderId, outcome as 'succeeded' | 'failed');
    await Promise.all([t.app.jobs.sendNotifications(), t.app.jobs.sendNotifications()]); // two instances at once
    await t.app.jobs.sendNotifications();
    expect(await receipts()).toHaveLength(1);
    expect(await outboxOf(orderId)).toMatchObject([{ state: 'sent', attempts: 1 }]);
  });
});

describe('the settling transaction', () => {
  it('rolled back after queuing the receipt leaves neither the settlement nor the receipt', async () => {
    const { client } = await personWith(t, 3000);
    const { sent } = await quoteAndSend(client, haitiNumber('05'));
    const orderId = sent.json().topup.id as string;
    const crashAfterQueuing: OnSettled = async (tx, settled) => {
      await queueReceipt(tx, settled);
      throw new Error('crash before commit');
    };
    await expect(
      settleDelivered(createLedgerFor(t.database), orderId, { transactionId: 'x', operatorReference: null }, crashAfterQueuing),
    ).rejects.toThrow('crash before commit');
    expect(await outboxOf(orderId)).toEqual([]);
    const { rows } = await t.database.pool.query(`select state from topup_orders where id = $1`, [orderId]);
    expect(rows[0].state).toBe('reserved');
    await expectLedgerSound(t);
  });
});
