import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../test-app';
import { available, expectLedgerSound, fundThroughPayPal } from './wallet-kit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ listen: true });
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

describe('the wallet', () => {
  it('a new account shows the $2.00 welcome bonus, credited exactly once', async () => {
    const client = new Client(t.app);
    const user = await client.register({ email: 'bonus@example.com' });
    expect(await available(client)).toBe(200);
    // The bonus is keyed by the person: granting it again changes nothing.
    const { createLedgerFor } = await import('../../../src/server/ledger/index');
    const ledger = createLedgerFor(t.database);
    const wallet = await ledger.walletOf(user.id);
    const promo = await ledger.systemAccount('promo_expense');
    const replay = await ledger.transfer({
      id: `welcome:${user.id}`,
      debitAccountId: promo,
      creditAccountId: wallet,
      amountCents: 200,
      code: 'promotion_bonus',
      userId: user.id,
    });
    expect(replay.created).toBe(false);
    expect(await available(client)).toBe(200);

    const activity = (await client.get('/api/wallet/transactions')).json();
    expect(activity.transactions).toEqual([
      expect.objectContaining({ type: 'promotion_bonus', direction: 'deposit', amountCents: 200, status: 'posted' }),
    ]);
  });

  it('shows balance and the three stats', async () => {
    const client = new Client(t.app);
    await client.register({ email: 'stats@example.com' });
    expect((await client.get('/api/wallet')).json()).toEqual({
      availableCents: 200,
      incomingCents: 0,
      heldCents: 0,
      thisMonthCents: 0,
      topupsSent: 0,
      rewardPoints: 0,
    });
  });

  it('lists activity newest first, a page at a time', async () => {
    const client = new Client(t.app);
    await client.register({ email: 'pages@example.com' });
    for (const amount of [1000, 2000, 3000]) await client.post(`/api/wallet/funding/${await fundThroughPayPal(t, client, amount)}/capture`);
    const first = (await client.get('/api/wallet/transactions?limit=2')).json();
    expect(first.transactions.map((x: { amountCents: number }) => x.amountCents)).toEqual([3000, 2000]);
    const second = (await client.get(`/api/wallet/transactions?limit=2&before=${encodeURIComponent(first.nextCursor)}`)).json();
    expect(second.transactions.map((x: { amountCents: number }) => x.amountCents)).toEqual([1000, 200]);
    expect(second.nextCursor).toBeNull();
  });

  it.each([
    ['not a cursor', 'notacursor'],
    ['not base64url', '%2F%2F%2F'],
    ['microseconds beyond bigint', Buffer.from('["99999999999999999999","x"]').toString('base64url')],
    ['a NUL in the transfer id', Buffer.from('["1","a\\u0000b"]').toString('base64url')],
    ['too long', 'A'.repeat(600)],
  ])('refuses a cursor it did not make (%s) with a 400 that says what to do', async (_what, before) => {
    const client = new Client(t.app);
    await client.register({ email: `cursor-${_what.replace(/\W/g, '')}@example.com` });
    const response = await client.get(`/api/wallet/transactions?before=${before}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'before', code: 'validation.activityCursor', message: expect.stringContaining('nextCursor') }],
    });
  });

  it('needs a signed-in person', async () => {
    expect((await new Client(t.app).get('/api/wallet')).statusCode).toBe(401);
    expect((await new Client(t.app).post('/api/wallet/funding', { amountCents: 2000 })).statusCode).toBe(401);
  });
});

describe('adding funds: bad amounts get a clear error and change nothing', () => {
  it.each([
    [0, 'validation.addFundsMin'],
    [-500, 'validation.addFundsMin'],
    [499, 'validation.addFundsMin'],
    [50_001, 'validation.addFundsMax'],
    [1250.5, 'validation.wholeCents'],
    ['2000', null],
    [Number.NaN, null],
    [null, null],
  ])('%s cents', async (amountCents, message) => {
    const client = new Client(t.app);
    await client.register({ email: `bad-${String(amountCents)}-${Math.random()}@example.com` });
    const response = await client.post('/api/wallet/funding', { amountCents });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    if (message) expect(response.json().error.fields.amountCents).toBe(message);
    expect(await available(client)).toBe(200);
    expect((await client.get('/api/wallet/transactions')).json().transactions).toHaveLength(1);
  });

  it('quotes the PayPal fee before paying', async () => {
    const client = new Client(t.app);
    await client.register({ email: 'quote@example.com' });
    expect((await client.get('/api/wallet/funding/quote?amountCents=2000')).json()).toEqual({
      amountCents: 2000,
      feeCents: 119,
      totalCents: 2119,
    });
    expect((await client.get('/api/wallet/funding/quote?amountCents=abc')).statusCode).toBe(400);
  });
});
