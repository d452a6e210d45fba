import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { approveOnPayPal } from '../wallet/wallet-kit';
import {
  availableOf,
  digicelHaiti,
  expectLedgerSound,
  haitiNumber,
  personWith,
  startTopupApp,
  topupOf,
  type TopupTestApp,
} from '../topups/topups-kit';

/**
 * "Debit or credit card" (ADR 0069): a PayPal payment made on PayPal's guest checkout. The same payment
 * path, fees and ledger entries as a PayPal account's; a declined card approves nothing and charges
 * nothing, and its top-up stays unpaid until it is cancelled. The sandbox's card form stands in for
 * PayPal's, with its test cards (src/sandbox/paypal/cards.ts).
 */
let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

const ACCEPTED = '4111 1111 1111 1111';
const DECLINED = '4000 0000 0000 0002';
const CHALLENGE = '4000 0000 0000 3220';

/** The card form's "Pay now", as a person fills it in; answers the sandbox's response (a redirect when approved). */
async function payByCard(approveUrl: string, cardNumber: string, fields: Record<string, string> = {}) {
  const token = new URL(approveUrl).searchParams.get('token')!;
  return fetch(`${t.paypalUrl}/checkoutnow`, {
    method: 'POST',
    body: new URLSearchParams({
      token,
      action: 'card',
      cardNumber,
      expiry: '12/39',
      cvc: '123',
      name: 'Marie Jean',
      postcode: '33101',
      ...fields,
    }),
    redirect: 'manual',
  });
}

async function sandboxOrder(approveUrl: string) {
  const token = new URL(approveUrl).searchParams.get('token')!;
  return (await t.appPayPal().getOrder(token)).status;
}

async function cardTopup(client: Awaited<ReturnType<typeof personWith>>['client'], lastTwo: string, checkout?: 'card' | 'paypal') {
  const operator = await digicelHaiti(client);
  const quote = await client.post('/api/topups/quotes', {
    countryIso: 'HT',
    operatorId: operator.id,
    recipientNumber: haitiNumber(lastTwo),
    amountCents: operator.denominationType === 'FIXED' ? operator.fixedAmountsCents[0] : Math.max(operator.minCents, 500),
    paymentMethod: 'paypal',
  });
  expect(quote.statusCode, quote.body).toBe(200);
  const sent = await client.post(
    '/api/topups',
    { quoteId: quote.json().id, ...(checkout ? { paypalCheckout: checkout } : {}) },
    { 'idempotency-key': randomUUID() },
  );
  expect(sent.statusCode, sent.body).toBe(200);
  return { quote: quote.json(), id: sent.json().topup.id as string, approveUrl: sent.json().approveUrl as string };
}

/** A person's ledger entries with their own ids taken out: what moved, from which kind of account to which. */
async function ledgerShape(userId: string) {
  const { rows } = await t.database.pool.query<{ step: string; kind: string; code: string; amount: string; debit: string; credit: string }>(
    `select regexp_replace(t.id, '^([a-z-]+):[^:]+', '\\1') as step, t.kind, t.code, t.amount_cents::text as amount,
            d.kind as debit, c.kind as credit
       from ledger_transfers t
       join ledger_accounts d on d.id = t.debit_account_id
       join ledger_accounts c on c.id = t.credit_account_id
      where t.user_id = $1 and t.id not like 'welcome:%' and t.id not like 'test-funds:%'
      order by 1, 2, 3, 4`,
    [userId],
  );
  return rows;
}

const checkoutOfFunding = async (orderId: string) =>
  (
    await t.database.pool.query<{ paypal_checkout: string; status: string }>(
      `select f.paypal_checkout, f.status from topup_orders o join funding_orders f on f.id = o.funding_id where o.id = $1`,
      [orderId],
    )
  ).rows[0]!;

describe('paying by card through PayPal', () => {
  it('an accepted card: the same quote, fees, ledger entries and delivery as a PayPal account', async () => {
    const byPayPal = await personWith(t, 200);
    const byCard = await personWith(t, 200);
    const paypal = await cardTopup(byPayPal.client, '20');
    const card = await cardTopup(byCard.client, '21', 'card');

    // The same price, fee for fee.
    const fees = (quote: Record<string, unknown>) => ({
      amountCents: quote.amountCents,
      topupFeeCents: quote.topupFeeCents,
      paypalFeeCents: quote.paypalFeeCents,
      walletFeeCents: quote.walletFeeCents,
      totalCents: quote.totalCents,
    });
    expect(fees(card.quote)).toEqual(fees(paypal.quote));

    // PayPal's page opens on the card form for the card payment only.
    const cardPage = await (await fetch(card.approveUrl)).text();
    expect(cardPage).toContain('Pay with debit or credit card');
    expect(cardPage).toContain('4111 1111 1111 1111');
    expect(await (await fetch(paypal.approveUrl)).text()).not.toContain('Pay with debit or credit card');
    expect(await checkoutOfFunding(card.id)).toMatchObject({ paypal_checkout: 'card' });
    expect(await checkoutOfFunding(paypal.id)).toMatchObject({ paypal_checkout: 'paypal' });

    await approveOnPayPal(t, paypal.approveUrl);
    const approved = await payByCard(card.approveUrl, ACCEPTED);
    expect(approved.status).toBe(302);
    const back = new URL(approved.headers.get('location')!);
    expect(back.pathname).toBe('/payment-summary');
    expect(back.searchParams.get('topup')).toBe(card.id);
    expect(back.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/);

    for (const [client, id] of [
      [byPayPal.client, paypal.id],
      [byCard.client, card.id],
    ] as const) {
      const returned = await client.post(`/api/topups/${id}/paypal-return`, { cancelled: false });
      expect(returned.statusCode, returned.body).toBe(200);
    }
    await t.work();
    const paidByPayPal = await topupOf(byPayPal.client, paypal.id);
    const paidByCard = await topupOf(byCard.client, card.id);
    expect(paidByCard).toMatchObject({ status: 'completed', paymentMethod: 'paypal', paidByCard: true });
    expect(paidByPayPal).toMatchObject({ status: 'completed', paymentMethod: 'paypal' });
    expect(paidByPayPal.paidByCard).toBeUndefined();
    expect(fees(paidByCard)).toEqual(fees(paidByPayPal));

    // The same money moves, entry for entry, and both wallets end where they began.
    expect(await ledgerShape(byCard.user.id)).toEqual(await ledgerShape(byPayPal.user.id));
    expect(await ledgerShape(byCard.user.id)).not.toEqual([]);
    expect(await availableOf(byCard.client)).toBe(200);
    expect(await availableOf(byPayPal.client)).toBe(200);
  });

  it('a declined card: PayPal approves nothing, nothing is charged, and the top-up waits unpaid until cancelled', async () => {
    const { client, user } = await personWith(t, 300);
    const { id, approveUrl } = await cardTopup(client, '22', 'card');

    const declined = await payByCard(approveUrl, DECLINED);
    expect(declined.status).toBe(200);
    const page = await declined.text();
    expect(page).toContain('Your card was declined');
    expect(page).toContain('Cancel and return to Kredi');
    expect(await sandboxOrder(approveUrl)).toBe('PAYER_ACTION_REQUIRED');

    // Coming back as if approved takes nothing: PayPal has nothing to capture.
    expect((await client.post(`/api/topups/${id}/paypal-return`, { cancelled: false })).statusCode).toBe(409);
    await t.work();
    expect(await topupOf(client, id)).toMatchObject({ status: 'pending', stage: 'paying', paidByCard: true });
    expect(await ledgerShape(user.id)).toEqual([]);
    expect(await availableOf(client)).toBe(300);

    // The person returns to Kredi from PayPal's decline ("Cancel and return to Kredi"): cancelled, nothing charged.
    const token = new URL(approveUrl).searchParams.get('token')!;
    const cancel = await fetch(`${t.paypalUrl}/checkoutnow`, {
      method: 'POST',
      body: new URLSearchParams({ token, action: 'cancel' }),
      redirect: 'manual',
    });
    expect(new URL(cancel.headers.get('location')!).searchParams.get('cancelled')).toBe('1');
    const cancelled = await client.post(`/api/topups/${id}/paypal-return`, { cancelled: true });
    expect(cancelled.json()).toMatchObject({ status: 'failed', stage: 'cancelled', failureCode: 'PAYMENT_CANCELLED', paidByCard: true });
    expect(cancelled.json().refund).toBeNull();
    expect(await checkoutOfFunding(id)).toMatchObject({ status: 'cancelled' });
    expect(await ledgerShape(user.id)).toEqual([]);
    expect(await availableOf(client)).toBe(300);
  });

  it('3-D Secure: the right code approves the payment; a wrong one declines the card and approves nothing', async () => {
    const { client } = await personWith(t, 200);
    const wrong = await cardTopup(client, '23', 'card');
    const challenged = await payByCard(wrong.approveUrl, CHALLENGE);
    expect(challenged.status).toBe(303);
    const challengeUrl = new URL(challenged.headers.get('location')!, t.paypalUrl);
    expect(await (await fetch(challengeUrl)).text()).toContain('Verification code');
    const token = new URL(wrong.approveUrl).searchParams.get('token')!;
    const refused = await fetch(`${t.paypalUrl}/checkoutnow/3ds`, {
      method: 'POST',
      body: new URLSearchParams({ token, code: '9999', action: 'verify' }),
      redirect: 'manual',
    });
    expect(await refused.text()).toContain('card was declined');
    expect(await sandboxOrder(wrong.approveUrl)).toBe('PAYER_ACTION_REQUIRED');

    const right = await cardTopup(client, '24', 'card');
    await payByCard(right.approveUrl, CHALLENGE);
    const verified = await fetch(`${t.paypalUrl}/checkoutnow/3ds`, {
      method: 'POST',
      body: new URLSearchParams({ token: new URL(right.approveUrl).searchParams.get('token')!, code: '1234', action: 'verify' }),
      redirect: 'manual',
    });
    expect(verified.status).toBe(302);
    expect(await sandboxOrder(right.approveUrl)).toBe('APPROVED');
    await client.post(`/api/topups/${right.id}/paypal-return`, { cancelled: false });
    await t.work();
    expect(await topupOf(client, right.id)).toMatchObject({ status: 'completed', paidByCard: true });
    await client.post(`/api/topups/${wrong.id}/paypal-return`, { cancelled: true });
  });

  it("the card form checks the card as PayPal's does: Luhn, an expiry in the future, every field", async () => {
    const { client } = await personWith(t, 200);
    const { id, approveUrl } = await cardTopup(client, '25', 'card');
    const luhn = await payByCard(approveUrl, '4111 1111 1111 1112');
    expect(luhn.status).toBe(400);
    expect(await luhn.text()).toContain('This card number is not valid');
    const expired = await payByCard(approveUrl, ACCEPTED, { expiry: '01/20' });
    expect(await expired.text()).toContain('This card has expired');
    const empty = await payByCard(approveUrl, ACCEPTED, { cvc: '', name: '', postcode: '' });
    const text = await empty.text();
    for (const message of ['Enter the CVC.', 'Enter the name on the card.', 'Enter the billing postcode.']) expect(text).toContain(message);
    expect(await sandboxOrder(approveUrl)).toBe('PAYER_ACTION_REQUIRED');
    await client.post(`/api/topups/${id}/paypal-return`, { cancelled: true });
  });

  it('adding funds by card: the same fee and credit as with PayPal, and the payment says it was by card', async () => {
    const { client } = await personWith(t, 200);
    const started = await client.post('/api/wallet/funding', { amountCents: 2000, paypalCheckout: 'card' });
    expect(started.statusCode, started.body).toBe(200);
    const { funding, approveUrl } = started.json();
    const quote = (await client.get('/api/wallet/funding/quote?amountCents=2000')).json();
    expect(funding).toMatchObject({ paypalCheckout: 'card', amountCents: 2000, feeCents: quote.feeCents, totalCents: quote.totalCents });
    expect((await payByCard(approveUrl, ACCEPTED)).status).toBe(302);
    const captured = await client.post(`/api/wallet/funding/${funding.id}/capture`, {});
    expect(captured.json()).toMatchObject({ status: 'completed', paypalCheckout: 'card' });
    expect(await availableOf(client)).toBe(2200);
  });

  it('a way to pay that is not "paypal" or "card" is refused with 400, and nothing is created', async () => {
    const { client } = await personWith(t, 500);
    const operator = await digicelHaiti(client);
    const fresh = await client.post('/api/topups/quotes', {
      countryIso: 'HT',
      operatorId: operator.id,
      recipientNumber: haitiNumber('27'),
      amountCents: operator.denominationType === 'FIXED' ? operator.fixedAmountsCents[0] : Math.max(operator.minCents, 500),
      paymentMethod: 'paypal',
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const refused = await client.post(
      '/api/topups',
      { quoteId: fresh.json().id, paypalCheckout: 'bitcoin' },
      { 'idempotency-key': randomUUID() },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('paypalCheckout');
    const { rows } = await t.database.pool.query(`select 1 from topup_orders where quote_id = $1`, [fresh.json().id]);
    expect(rows).toEqual([]);

    expect((await client.post('/api/wallet/funding', { amountCents: 2000, paypalCheckout: 'CARD' })).statusCode).toBe(400);
    expect((await client.post(`/api/baskets/${randomUUID()}/send`, { paypalCheckout: 7 })).statusCode).toBe(400);
  });
});
