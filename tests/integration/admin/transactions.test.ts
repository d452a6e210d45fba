import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableOf,
  expectLedgerSound,
  haitiNumber,
  personWith,
  quoteAndSend,
  recountSendingTotals,
  startTopupApp,
  topupOf,
  type TopupTestApp,
} from '../topups/topups-kit';
import { adminClient, auditCount } from './transactions-kit';

let t: TopupTestApp;
let admin: Awaited<ReturnType<typeof adminClient>>;
beforeAll(async () => {
  t = await startTopupApp();
  admin = await adminClient(t);
});
afterAll(() => t?.close());

/** A top-up whose outcome the aggregator has not given (the sandbox holds it PROCESSING until resolved by hand). */
async function unconfirmedTopup() {
  const person = await personWith(t, 3000);
  const { quote, sent } = await quoteAndSend(person.client, haitiNumber('81'));
  const id = sent.json().topup.id as string;
  await t.work();
  const { rows } = await t.database.pool.query(`select state from topup_orders where id = $1`, [id]);
  expect(rows[0].state).toBe('unknown');
  return { ...person, id, quote };
}

async function deliveredTopup() {
  const person = await personWith(t, 3000);
  const { quote, sent } = await quoteAndSend(person.client, haitiNumber('00'));
  const id = sent.json().topup.id as string;
  await t.work();
  expect(await topupOf(person.client, id)).toMatchObject({ status: 'completed' });
  return { ...person, id, quote };
}

describe('the transactions list', () => {
  it('lists top-ups and fundings, filtered and paged without gaps or repeats', async () => {
    const a = await deliveredTopup();
    const b = await deliveredTopup();
    await t.database.pool.query(
      `insert into funding_orders (id, user_id, amount_cents, fee_cents, total_cents, status) values (gen_random_uuid()::text, $1, 2000, 88, 2088, 'completed')`,
      [a.user.id],
    );
    const mine = (await admin.client.get(`/api/admin/transactions?user=${encodeURIComponent(a.user.email)}`)).json();
    expect(mine.transactions.map((row: { kind: string }) => row.kind).sort()).toEqual(['funding', 'topup']);
    expect(mine.transactions.find((row: { kind: string }) => row.kind === 'topup')).toMatchObject({
      id: a.id,
      userEmail: a.user.email,
      status: 'succeeded',
      countryIso: 'HT',
      operatorName: 'Digicel Haiti',
      amountCents: a.quote.amountCents,
      totalCents: a.quote.totalCents,
    });

    const topupsInHaiti = (await admin.client.get(`/api/admin/transactions?country=ht&status=succeeded&user=${b.user.id}`)).json();
    expect(topupsInHaiti.transactions.map((row: { id: string }) => row.id)).toEqual([b.id]);
    const none = (await admin.client.get(`/api/admin/transactions?user=${b.user.id}&minCents=${b.quote.amountCents + 1}`)).json();
    expect(none.transactions).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const dated = (await admin.client.get(`/api/admin/transactions?from=${today}&to=${today}&user=${b.user.id}`)).json();
    expect(dated.transactions).toHaveLength(1);
    expect((await admin.client.get(`/api/admin/transactions?to=2000-01-01&user=${b.user.id}`)).json().transactions).toEqual([]);

    const all = (await admin.client.get('/api/admin/transactions?limit=200')).json().transactions.map((row: { id: string }) => row.id);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { transactions: { id: string }[]; nextCursor: string | null } = (
        await admin.client.get(`/api/admin/transactions?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      paged.push(...page.transactions.map((row: { id: string }) => row.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all);

    expect((await admin.client.get('/api/admin/transactions?cursor=bm9wZQ')).statusCode).toBe(400);
    expect((await admin.client.get('/api/admin/transactions?limit=0')).statusCode).toBe(400);
    expect((await admin.client.get('/api/admin/transactions?from=yesterday')).statusCode).toBe(400);
  });

  it('exports the filtered list as CSV, escaped and defused against formulas', async () => {
    const person = await personWith(t, 3000);
    await t.database.pool.query(`update users set email = $2 where id = $1`, [person.user.id, `=cmd|'/C calc'!A0,"x"@example.com`]);
    const { sent } = await quoteAndSend(person.client, haitiNumber('00'));
    await t.work();
    const response = await admin.client.get(`/api/admin/transactions.csv?user=${person.user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="kredi-transactions-/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'kind,id,created_at,status,user_id,user_email,amount_usd,total_usd,country,operator,recipient,payment_method,needs_attention',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`topup,${sent.json().topup.id},`);
    expect(lines[1]).toContain(`,"'=cmd|'/C calc'!A0,""x""@example.com",`);
    expect(lines[1]).toMatch(/,HT,Digicel Haiti,'\+509\d+,wallet,false$/);
  });
});

describe("a top-up's page", () => {
  it('shows its quote, hold, each aggregator call and answer, ledger transfers and notifications', async () => {
    const { id } = await deliveredTopup();
    const detail = (await admin.client.get(`/api/admin/topups/${id}`)).json();
    expect(detail.topup).toMatchObject({ id, state: 'succeeded', countryIso: 'HT' });
    expect(detail.quote.id).toBeTruthy();
    expect(detail.attempts).toMatchObject([{ call: 'send', outcome: 'succeeded' }]);
    expect(detail.transfers.map((transfer: { id: string }) => transfer.id)).toEqual(
      expect.arrayContaining([`topup:${id}:hold`, `topup:${id}:charge`, `topup:${id}:cost`]),
    );
    // The receipt is the delivered notice's email channel (ADR 0028); other channels the person keeps on follow it.
    expect(detail.notifications).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: `topup:${id}:delivered:email`, kind: 'topup_receipt' })]),
    );
    expect(detail.actions).toMatchObject({ resolve: false, goodwill: true });
    expect((await admin.client.get('/api/admin/topups/no-such-topup')).statusCode).toBe(404);
  });

  it('records each look the worker takes at an unknown outcome', async () => {
    const { id } = await unconfirmedTopup();
    await t.database.pool.query(`update topup_orders set next_attempt_at = now() where id = $1`, [id]);
    await t.work();
    const detail = (await admin.client.get(`/api/admin/topups/${id}`)).json();
    expect(detail.attempts).toMatchObject([
      { call: 'send', outcome: 'unknown' },
      { call: 'lookup', outcome: 'processing', transactionId: expect.any(String) },
    ]);
    expect(detail.actions).toMatchObject({ resolve: true, goodwill: false });
  });
});

describe('resolving a top-up the aggregator never confirmed', () => {
  it('marks it delivered once under 10 concurrent clicks, with the operator reference', async () => {
    const { client, id, quote } = await unconfirmedTopup();
    const body = { outcome: 'delivered', operatorReference: 'DIGICEL-778899', reason: 'Operator confirmed by phone' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => admin.client.post(`/api/admin/topups/${id}/resolve`, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(answers[0]!.json().topup).toMatchObject({ state: 'succeeded', operatorReference: 'DIGICEL-778899' });
    expect(await auditCount(t, 'topup.mark_delivered', id)).toBe(1);
    const { rows } = await t.database.pool.query(`select count(*)::int as n from ledger_transfers where id = $1`, [`topup:${id}:charge`]);
    expect(rows[0].n).toBe(1);
    expect(await availableOf(client)).toBe(3000 - quote.totalCents);
    // The opposite decision afterwards is refused and changes nothing.
    const refund = await admin.client.post(`/api/admin/topups/${id}/resolve`, { outcome: 'refunded', reason: 'Changed my mind' });
    expect(refund.statusCode).toBe(409);
    await expectLedgerSound(t);
  });

  it('refunds it once under 10 concurrent clicks', async () => {
    const { client, id } = await unconfirmedTopup();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        admin.client.post(`/api/admin/topups/${id}/resolve`, { outcome: 'refunded', reason: 'Never arrived' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(answers[0]!.json().topup).toMatchObject({ state: 'failed', failureCode: 'REFUNDED_BY_STAFF' });
    expect(await auditCount(t, 'topup.refund', id)).toBe(1);
    expect(await availableOf(client)).toBe(3000);
    await expectLedgerSound(t);
  });

  it('refuses a delivered top-up, a missing reference, and an admin without step-up', async () => {
    const { id } = await deliveredTopup();
    expect((await admin.client.post(`/api/admin/topups/${id}/resolve`, { outcome: 'refunded', reason: 'Never arrived' })).statusCode).toBe(
      409,
    );
    const unconfirmed = await unconfirmedTopup();
    const noReference = await admin.client.post(`/api/admin/topups/${unconfirmed.id}/resolve`, {
      outcome: 'delivered',
      reason: 'Confirmed',
    });
    expect(noReference.statusCode).toBe(400);
    const { client } = await adminClient(t, { twoFactor: false });
    const refused = await client.post(`/api/admin/topups/${unconfirmed.id}/resolve`, { outcome: 'refunded', reason: 'Never arrived' });
    expect(refused.json().error.code).toBe('TWO_FACTOR_REQUIRED');
    const { rows } = await t.database.pool.query(`select state from topup_orders where id = $1`, [unconfirmed.id]);
    expect(rows[0].state).toBe('unknown');
  });
});

describe('a top-up refunded after 24 hours without an answer', () => {
  it('is listed as needing a decision; refund confirms it once; delivered is refused (its money went back)', async () => {
    const { client, user, id } = await unconfirmedTopup();
    await t.database.pool.query(`update topup_orders set created_at = now() - interval '25 hours', next_attempt_at = now() where id = $1`, [
      id,
    ]);
    await recountSendingTotals(t, user.id);
    await t.work();
    expect(await availableOf(client)).toBe(3000);
    const waiting = (await admin.client.get(`/api/admin/transactions?needsAttention=true&user=${user.id}`)).json();
    expect(waiting.transactions).toMatchObject([{ id, status: 'failed', needsAttention: true }]);

    const delivered = await admin.client.post(`/api/admin/topups/${id}/resolve`, {
      outcome: 'delivered',
      operatorReference: 'LATE-1',
      reason: 'The operator says it arrived',
    });
    expect(delivered.statusCode).toBe(409);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        admin.client.post(`/api/admin/topups/${id}/resolve`, { outcome: 'refunded', reason: 'Checked: never arrived' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
    expect(answers[0]!.json().topup).toMatchObject({ state: 'failed', needsReview: false });
    expect(await auditCount(t, 'topup.refund', id)).toBe(1);
    expect((await admin.client.get(`/api/admin/transactions?needsAttention=true&user=${user.id}`)).json().transactions).toEqual([]);
    expect(await availableOf(client)).toBe(3000);
    await expectLedgerSound(t);
  });
});

describe('a goodwill refund', () => {
  it('is paid once per top-up, never more than was paid, with a reason', async () => {
    const { client, id, quote } = await deliveredTopup();
    const before = await availableOf(client);
    const tooMuch = await admin.client.post(`/api/admin/topups/${id}/goodwill`, {
      amountCents: quote.totalCents + 1,
      reason: 'Late delivery',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect((await admin.client.post(`/api/admin/topups/${id}/goodwill`, { amountCents: 100, reason: '' })).statusCode).toBe(400);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        admin.client.post(`/api/admin/topups/${id}/goodwill`, { amountCents: 150, reason: 'Late delivery' }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(9);
    expect(await availableOf(client)).toBe(before + 150);
    expect(await auditCount(t, 'topup.goodwill_refund', id)).toBe(1);
    const detail = (await admin.client.get(`/api/admin/topups/${id}`)).json();
    expect(detail.transfers).toContainEqual(expect.objectContaining({ id: `goodwill:${id}`, code: 'refund', amountCents: 150 }));
    expect(detail.actions.goodwill).toBe(false);
    // Another amount later is refused too: one per top-up.
    const again = await admin.client.post(`/api/admin/topups/${id}/goodwill`, { amountCents: 50, reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.reason).toBe('goodwillAlreadyGiven');
    await expectLedgerSound(t);
  });

  it('is refused for a top-up that was not delivered', async () => {
    const { id } = await unconfirmedTopup();
    const refused = await admin.client.post(`/api/admin/topups/${id}/goodwill`, { amountCents: 100, reason: 'Sorry' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.reason).toBe('goodwillNotDelivered');
  });
});
