// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { getToasts } from '../../ui/toast-store';
import { SCREEN_TEST_TIMEOUT_MS, useFakeClock } from '../../testing/fake-clock';
import { fakeServer, type Call } from '../../testing/fake-server';
import { renderStrict } from '../../testing/render-strict';
import PaymentSummaryPage from './PaymentSummaryPage';
import { leaveFor } from './QuoteView';
import { LIVE_REFETCH_MS } from './topups-api';
import { quote, topup, walletSummary, QUOTE_ID, TOPUP_ID } from '../../testing/topup-fixtures';

const lastToast = () => getToasts()[0];
const where = () => screen.getByTestId('where').textContent;
const input = {
  countryIso: 'HT',
  operatorId: 173,
  recipientNumber: '+50937123456',
  amountCents: 500,
  paymentMethod: 'wallet' as const,
  textRecipient: true,
};
const render = (path: string) => renderStrict(<PaymentSummaryPage />, path);
/** The quote the server holds for the person; the page reads it back with GET /api/quotes/<id>. */
let stored: ReturnType<typeof quote> | null = null;
const quoteRead = { method: 'GET', path: `/api/quotes/${QUOTE_ID}`, body: undefined };
const server = (handler: (call: Call) => { status?: number; body?: unknown } | undefined) =>
  fakeServer((call) => (stored && call.method === 'GET' && call.path === quoteRead.path ? { body: stored } : handler(call)));
const keysSent = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/api/topups' && (init as RequestInit).method === 'POST')
    .map(([, init]) => ((init as RequestInit).headers as Record<string, string>)['idempotency-key']);

describe('PaymentSummaryPage: the held price', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => {
    window.sessionStorage.clear();
    stored = quote();
    useFakeClock();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows every line of the price, a live countdown, and sends with an Idempotency-Key', async () => {
    let answer: (value: Response) => void = () => undefined;
    const { fetchMock } = server(({ path }) => (path === '/api/wallet' ? { body: walletSummary(2000) } : undefined));
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((url: RequestInfo | URL, init?: RequestInit) =>
      String(url) === '/api/topups' ? new Promise<Response>((resolve) => (answer = resolve)) : base(url, init),
    );
    render(`/payment-summary?quote=${QUOTE_ID}`);

    await screen.findByTestId('summary-recipient');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment summary');
    expect(screen.getByTestId('summary-recipient').textContent).toBe('+509 37 12 3456');
    expect(screen.getByTestId('summary-rate').textContent).toBe('1 USD = 131.50 HTG');
    expect(screen.getByTestId('summary-receives').textContent).toMatch(/HTG\s657\.50/);
    expect(screen.getByText('Top-up fee').nextElementSibling?.textContent).toBe('$0.60');
    expect(screen.getByText('Wallet fee').nextElementSibling?.textContent).toBe('$0.00');
    expect(screen.getByTestId('summary-total').textContent).toBe('$5.60');
    expect(screen.getByRole('timer').textContent).toMatch(/^(10:00|9:5\d)$/);
    await screen.findByText('Balance: $20.00');

    fireEvent.click(screen.getByTestId('send-now'));
    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending.hasAttribute('disabled')).toBe(true);
    const [key] = keysSent(fetchMock);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    answer(new Response(JSON.stringify({ topup: topup(), approveUrl: null }), { status: 200 }));
    await waitFor(() => expect(where()).toBe(`/payment-summary?topup=${TOPUP_ID}`));
  });

  it("shows a loyalty level's reduction as its own line under the full top-up fee", async () => {
    stored = quote({ topupFeeCents: 48, topupFeeReductionCents: 12, loyaltyLevel: 'gold', totalCents: 548 });
    server(({ path }) => (path === '/api/wallet' ? { body: walletSummary(2000) } : undefined));
    render(`/payment-summary?quote=${QUOTE_ID}`);
    await screen.findByTestId('summary-recipient');
    expect(screen.getByText('Top-up fee').nextElementSibling?.textContent).toBe('$0.60');
    expect(screen.getByText('Gold member').nextElementSibling?.textContent).toBe('−$0.12');
    expect(screen.getByTestId('summary-total').textContent).toBe('$5.48');
  });

  it('keeps the same Idempotency-Key when a press got no answer, and a new one after a definite refusal', async () => {
    let mode: 'network' | 'refused' | 'ok' = 'network';
    const { fetchMock } = server(({ path }) => {
      if (path === '/api/wallet') return { body: walletSummary(2000) };
      if (path === '/api/topups') {
        if (mode === 'refused') return { status: 400, body: { error: { code: 'TOPUP_REJECTED', message: 'no' } } };
        return { body: { topup: topup(), approveUrl: null } };
      }
      return undefined;
    });
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url) === '/api/topups' && mode === 'network') throw new TypeError('Failed to fetch');
      return base(url, init);
    });
    render(`/payment-summary?quote=${QUOTE_ID}`);
    await screen.findByText('Balance: $20.00');

    fireEvent.click(screen.getByTestId('send-now'));
    expect((await screen.findByTestId('send-error')).textContent).toContain('Trying again is safe');
    mode = 'refused';
    fireEvent.click(screen.getByTestId('send-now'));
    await waitFor(() =>
      expect(screen.getByTestId('send-error').textContent).toContain('The top-up could not be sent. Check your information and try again.'),
    );
    expect(lastToast()).toMatchObject({
      title: 'Top-up failed',
      description: 'The top-up could not be sent. Check your information and try again.',
    });
    mode = 'ok';
    fireEvent.click(screen.getByTestId('send-now'));
    await waitFor(() => expect(where()).toBe(`/payment-summary?topup=${TOPUP_ID}`));

    const keys = keysSent(fetchMock);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('runs the funds check before sending: Insufficient Funds, and nothing is sent', async () => {
    const { calls } = server(({ path }) => (path === '/api/wallet' ? { body: walletSummary(200) } : undefined));
    render(`/payment-summary?quote=${QUOTE_ID}`);
    await screen.findByText('Balance: $2.00');
    fireEvent.click(screen.getByTestId('send-now'));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Insufficient Funds',
        description: 'Insufficient wallet balance. Please add funds or use PayPal.',
      }),
    );
    expect(calls.some((c) => c.path === '/api/topups')).toBe(false);
    expect(within(screen.getByTestId('insufficient-funds')).getByRole('link', { name: 'Add funds' })).toBeTruthy();
  });

  it.each([
    [402, { code: 'INSUFFICIENT_FUNDS' }, 'Insufficient Funds', 'Insufficient wallet balance. Please add funds or use PayPal.'],
    [
      400,
      {
        code: 'VALIDATION_FAILED',
        details: [
          {
            field: 'recipientNumber',
            code: 'validation.phoneInvalidForCountry',
            message: 'This number is not valid for the chosen country.',
          },
        ],
      },
      'Top-up failed',
      'Phone number is not valid. For Haiti, use format +509 XXXX XXXX.',
    ],
    [503, { code: 'SERVICE_UNAVAILABLE' }, 'Top-up failed', 'Issue with the top-up system. Please try again in a few minutes.'],
    [404, { code: 'NOT_FOUND' }, 'Top-up failed', 'Failed to send top-up. Please try again.'],
  ])('maps a %s refusal to the spec message', async (status, error, title, message) => {
    server(({ path }) => {
      if (path === '/api/wallet') return { body: walletSummary(2000) };
      if (path === '/api/topups') return { status, body: { error: { message: 'x', ...error } } };
      return undefined;
    });
    render(`/payment-summary?quote=${QUOTE_ID}`);
    await screen.findByText('Balance: $20.00');
    fireEvent.click(screen.getByTestId('send-now'));
    await waitFor(() => expect(lastToast()).toMatchObject({ title, description: message }));
  });

  it('prices it again when the quote has expired and shows the new price', async () => {
    const fresh = quote({ id: 'c3c3c3c3-3333-4c5d-8e9f-0a1b2c3d4e5f', totalCents: 570, topupFeeCents: 70 });
    const { calls } = server(({ method, path }) => {
      if (path === '/api/wallet') return { body: walletSummary(2000) };
      if (path === '/api/topups') return { status: 409, body: { error: { code: 'QUOTE_EXPIRED', message: 'expired' } } };
      if (method === 'POST' && path === '/api/topups/quotes') return { body: fresh };
      return undefined;
    });
    render(`/payment-summary?quote=${QUOTE_ID}`);
    await screen.findByText('Balance: $20.00');
    fireEvent.click(screen.getByTestId('send-now'));
    await waitFor(() => expect(where()).toBe(`/payment-summary?quote=${fresh.id}`));
    await waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('$5.70'));
    expect(screen.getByText('The price held for you ran out, so we got a new one. Check it before sending.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/topups/quotes')?.body).toEqual(input);
  });

  it('switching to PayPal prices it with PayPal, and Send now goes to PayPal', async () => {
    const paypalQuote = quote({ id: 'd4d4d4d4-4444-4c5d-8e9f-0a1b2c3d4e5f', paymentMethod: 'paypal', paypalFeeCents: 69, totalCents: 629 });
    const assign = vi.spyOn(leaveFor, 'paypal').mockImplementation(() => undefined);
    server(({ method, path }) => {
      if (path === '/api/wallet') return { body: walletSummary(0) };
      if (method === 'POST' && path === '/api/topups/quotes') return { body: paypalQuote };
      if (path === '/api/topups')
        return { body: { topup: topup({ stage: 'paying', paymentMethod: 'paypal' }), approveUrl: 'https://paypal.test/approve?token=T1' } };
      return undefined;
    });
    render(`/payment-summary?quote=${QUOTE_ID}`);
    await screen.findByTestId('insufficient-funds');
    fireEvent.click(screen.getByTestId('summary-method-paypal'));
    await waitFor(() => expect(screen.getByText('PayPal fee').nextElementSibling?.textContent).toBe('$0.69'));
    expect(screen.queryByTestId('insufficient-funds')).toBeNull();
    fireEvent.click(screen.getByTestId('send-now'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://paypal.test/approve?token=T1'));
  });

  it('re-quotes by itself when the countdown runs out', async () => {
    stored = quote({ expiresAt: new Date(Date.now() + 1500).toISOString() });
    const fresh = quote({ id: 'e5e5e5e5-5555-4c5d-8e9f-0a1b2c3d4e5f' });
    server(({ method, path }) => {
      if (path === '/api/wallet') return { body: walletSummary(2000) };
      if (method === 'POST' && path === '/api/topups/quotes') return { body: fresh };
      return undefined;
    });
    render(`/payment-summary?quote=${QUOTE_ID}`);
    await screen.findByRole('timer');
    expect(where()).toBe(`/payment-summary?quote=${QUOTE_ID}`);
    await act(() => vi.advanceTimersByTimeAsync(2000)); // the countdown passes zero
    await waitFor(() => expect(where()).toBe(`/payment-summary?quote=${fresh.id}`));
    expect(screen.getByRole('timer').textContent).toMatch(/^(10:00|9:5\d)$/);
  });

  it('a reload with an empty cache reads the quote back from GET /api/quotes/<id>, and keeps no copy of it', async () => {
    const { calls } = server(({ path }) => (path === '/api/wallet' ? { body: walletSummary(2000) } : undefined));
    render(`/payment-summary?quote=${QUOTE_ID}`);
    expect(screen.getByText('Loading...').closest('[role="status"]')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('$5.60'));
    expect(screen.getByTestId('summary-recipient').textContent).toBe('+509 37 12 3456');
    expect(screen.getByRole('timer').textContent).toMatch(/^(10:00|9:5\d)$/);
    expect(calls.filter((c) => c.path === quoteRead.path)).toEqual([quoteRead]);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('a quote read back after it ran out is priced again from what it holds', async () => {
    stored = quote({ expiresAt: new Date(Date.now() - 60_000).toISOString() });
    const fresh = quote({ id: 'f6f6f6f6-6666-4c5d-8e9f-0a1b2c3d4e5f', totalCents: 570, topupFeeCents: 70 });
    const { calls } = server(({ method, path }) => {
      if (path === '/api/wallet') return { body: walletSummary(2000) };
      if (method === 'POST' && path === '/api/topups/quotes') return { body: fresh };
      return undefined;
    });
    render(`/payment-summary?quote=${QUOTE_ID}`);
    await waitFor(() => expect(where()).toBe(`/payment-summary?quote=${fresh.id}`));
    await waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('$5.70'));
    expect(screen.getByText('The price held for you ran out, so we got a new one. Check it before sending.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/topups/quotes').map((c) => c.body)).toEqual([input]);
  });

  it("says when the price is gone (the server does not know it, or it is another person's)", async () => {
    stored = null;
    const { calls } = server(() => undefined);
    render(`/payment-summary?quote=${QUOTE_ID}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This price is no longer here');
    expect(screen.getByRole('link', { name: 'Back to my top-up' }).getAttribute('href')).toBe('/send-topup?step=payment');
    expect(calls.filter((c) => c.path === quoteRead.path)).toEqual([quoteRead]);
  });
});

describe('PaymentSummaryPage: the live status', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => useFakeClock());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('follows a pending top-up every 2 s until it is delivered, with timeline and receipt', async () => {
    // The clock is moved by hand past each refresh.
    let state = topup();
    const { calls } = fakeServer(({ path }) => (path === `/api/topups/${TOPUP_ID}` ? { body: state } : undefined));
    render(`/payment-summary?topup=${TOPUP_ID}`);
    expect((await screen.findByTestId('stage-sentence')).textContent).toBe('Sending to Digicel Haiti…');
    expect(screen.getByTestId('topup-status').textContent).toContain('Pending');
    expect(screen.getByTestId('timeline').textContent).toContain('Paid (Kredi wallet)');
    expect(screen.getByTestId('timeline').textContent).toContain('Not yet');

    state = topup({
      status: 'completed',
      stage: 'delivered',
      operatorReference: 'RLD-42',
      timeline: [
        { step: 'paid', at: '2026-03-04T07:05:00.000Z' },
        { step: 'sent', at: '2026-03-04T07:05:01.000Z' },
        { step: 'delivered', at: '2026-03-04T07:05:03.000Z' },
      ],
    });
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFETCH_MS));
    await waitFor(() => expect(screen.getByTestId('stage-sentence').textContent).toBe('Delivered'));
    expect(screen.getByTestId('topup-status').textContent).toContain('Completed');
    expect(screen.getByTestId('operator-reference').textContent).toBe('RLD-42');
    expect(screen.getByRole('heading', { name: 'Receipt' })).toBeTruthy();
    expect(screen.getByText('We also email you a copy of this receipt.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Repeat this top-up' }).getAttribute('href')).toBe(`/send-topup?repeat=${TOPUP_ID}`);
    expect(screen.getByRole('link', { name: 'Go to history' }).getAttribute('href')).toBe('/history');
    expect(screen.getByRole('link', { name: 'Send another' }).getAttribute('href')).toBe('/send-topup');

    // Settled: no more asking.
    const asked = calls.filter((c) => c.path === `/api/topups/${TOPUP_ID}`).length;
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFETCH_MS * 5));
    expect(calls.filter((c) => c.path === `/api/topups/${TOPUP_ID}`).length).toBe(asked);
  });

  it('says clearly that a failed top-up was refunded to the wallet', async () => {
    fakeServer(({ path }) =>
      path === `/api/topups/${TOPUP_ID}`
        ? {
            body: topup({
              status: 'failed',
              stage: 'refunded',
              refunded: true,
              failureCode: 'NUMBER_NOT_ACCEPTED',
              timeline: [
                { step: 'paid', at: '2026-03-04T07:05:00.000Z' },
                { step: 'sent', at: '2026-03-04T07:05:01.000Z' },
                { step: 'failed', at: '2026-03-04T07:05:02.000Z' },
                { step: 'refunded', at: '2026-03-04T07:05:02.000Z' },
              ],
            }),
          }
        : undefined,
    );
    render(`/payment-summary?topup=${TOPUP_ID}`);
    expect((await screen.findByTestId('stage-sentence')).textContent).toBe('Failed — refunded to your wallet');
    const note = screen.getByTestId('refund-note');
    expect(note.textContent).toContain('Refunded to your wallet automatically: $5.60');
    // The operator refused a number Kredi accepted and wrote as "+509 …": no format advice under it, and no
    // "Repeat" of a top-up to the same refused number.
    expect(screen.getByTestId('failure-reason').textContent).toBe(
      'Digicel Haiti refused this number. Check the number with the recipient before you send the top-up again.',
    );
    expect(note.textContent).not.toContain('use format');
    expect(screen.queryByRole('link', { name: 'Repeat this top-up' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Send another' }).getAttribute('href')).toBe('/send-topup');
    expect(screen.getByTestId('timeline').textContent).toContain('Refunded to your wallet');
  });

  it('records the PayPal return once under StrictMode, then tidies the address', async () => {
    const { calls } = fakeServer(({ method, path }) => {
      if (method === 'POST' && path === `/api/topups/${TOPUP_ID}/paypal-return`)
        return { body: topup({ stage: 'queued', paymentMethod: 'paypal' }) };
      if (path === `/api/topups/${TOPUP_ID}`) return { body: topup({ stage: 'queued', paymentMethod: 'paypal' }) };
      return undefined;
    });
    render(`/payment-summary?topup=${TOPUP_ID}&funding=f1&token=T1&PayerID=P1`);
    await waitFor(() => expect(where()).toBe(`/payment-summary?topup=${TOPUP_ID}`));
    expect((await screen.findByTestId('stage-sentence')).textContent).toBe('Getting ready to send to Digicel Haiti…');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([{ method: 'POST', path: `/api/topups/${TOPUP_ID}/paypal-return`, body: { cancelled: false } }]);
  });

  it('a cancelled PayPal payment says so: Payment Cancelled, nothing taken', async () => {
    const cancelled = topup({
      status: 'failed',
      stage: 'cancelled',
      paymentMethod: 'paypal',
      failureCode: 'PAYMENT_CANCELLED',
      timeline: [],
    });
    fakeServer(({ path }) => (path.startsWith(`/api/topups/${TOPUP_ID}`) ? { body: cancelled } : undefined));
    render(`/payment-summary?topup=${TOPUP_ID}&funding=f1&cancelled=1`);
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Payment Cancelled', description: 'Payment was cancelled by you.' }));
    const note = await screen.findByTestId('payment-cancelled');
    expect(note.textContent).toContain('Payment was cancelled by you.');
    expect(note.textContent).toContain('Nothing was charged.');
  });

  it('shares the receipt, or copies it when sharing is not there', async () => {
    fakeServer(({ path }) =>
      path === `/api/topups/${TOPUP_ID}`
        ? { body: topup({ status: 'completed', stage: 'delivered', operatorReference: 'RLD-42' }) }
        : undefined,
    );
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    render(`/payment-summary?topup=${TOPUP_ID}`);
    fireEvent.click(await screen.findByTestId('share-receipt'));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Copied' }));
    expect(writeText.mock.calls[0]?.[0]).toContain("Operator's reference: RLD-42");

    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByTestId('share-receipt'));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Copy Failed' }));
  });

  it('says when the top-up is not there', async () => {
    fakeServer(() => undefined);
    render(`/payment-summary?topup=${TOPUP_ID}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Top-up not found');
  });
});
