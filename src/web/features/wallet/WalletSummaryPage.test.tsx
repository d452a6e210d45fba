// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Funding } from '../../../shared/api/wallet';
import { initI18n } from '../../i18n';
import { getToasts } from '../../ui/toast-store';
import { fakeServer } from '../../testing/fake-server';
import { leaveFor } from './FundingQuoteView';
import { renderStrict } from '../../testing/render-strict';
import WalletSummaryPage from './WalletSummaryPage';

const lastToast = () => getToasts()[0];
const ID = '6f1c1d4e-2a3b-4c5d-8e9f-0a1b2c3d4e5f';
const funding = (status: Funding['status']): Funding => ({
  id: ID,
  status,
  amountCents: 2000,
  feeCents: 88,
  paypalCheckout: 'paypal',
  totalCents: 2088,
  createdAt: '2026-03-01T14:05:00.000Z',
});
const summary = { availableCents: 2200, incomingCents: 0, heldCents: 0, thisMonthCents: 0, topupsSent: 0, rewardPoints: 0 };
const paypal = { mode: 'sandbox', feePercentBasisPoints: 290, feeFixedCents: 30 };
const unavailable = { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'PayPal could not be reached.' } } };

const render = (path: string) => renderStrict(<WalletSummaryPage />, path);

describe('WalletSummaryPage: before paying', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows amount, PayPal fee and total, then sends the person to PayPal', async () => {
    const assign = vi.spyOn(leaveFor, 'paypal').mockImplementation(() => undefined);
    const { calls } = fakeServer(({ method, path }) => {
      if (path === '/api/wallet/funding/quote?amountCents=2000') return { body: { amountCents: 2000, feeCents: 88, totalCents: 2088 } };
      if (path === '/api/wallet/paypal') return { body: paypal };
      if (method === 'POST' && path === '/api/wallet/funding')
        return { body: { funding: funding('created'), approveUrl: 'https://paypal.test/checkoutnow?token=O1' } };
      return undefined;
    });
    render('/wallet-summary?amount=2000');

    await waitFor(() => expect(screen.getByTestId('funding-total').textContent).toBe('$20.88'));
    expect(screen.getByTestId('funding-amount').textContent).toBe('$20.00');
    expect(screen.getByTestId('funding-fee').textContent).toBe('$0.88');
    expect(screen.getByText('Your wallet will be credited $20.00. The PayPal fee is not added to your wallet.')).toBeTruthy();
    await screen.findByText('Test mode (sandbox)');
    expect(screen.getByRole('link', { name: 'Change amount' }).getAttribute('href')).toBe('/wallet');

    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://paypal.test/checkoutnow?token=O1'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/wallet/funding', body: { amountCents: 2000 } },
    ]);
    expect(screen.getByRole('button', { name: 'Opening PayPal...' }).hasAttribute('disabled')).toBe(true);
  });

  it('says when PayPal cannot be reached to start the payment', async () => {
    fakeServer(({ method, path }) => {
      if (path.startsWith('/api/wallet/funding/quote')) return { body: { amountCents: 2000, feeCents: 88, totalCents: 2088 } };
      if (path === '/api/wallet/paypal') return { body: paypal };
      if (method === 'POST') return unavailable;
      return undefined;
    });
    render('/wallet-summary?amount=2000');
    await screen.findByText('$20.88');
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Payment Error',
        description: 'There was an issue adding funds. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('button', { name: 'Pay with PayPal' }).hasAttribute('disabled')).toBe(false);
  });

  it.each(['/wallet-summary', '/wallet-summary?amount=abc', '/wallet-summary?amount=499', '/wallet-summary?amount=20.5'])(
    'refuses a missing or invalid amount: %s',
    async (path) => {
      const { calls } = fakeServer(() => ({ body: paypal }));
      render(path);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose an amount to add');
      expect(screen.getByText("This amount can't be added. Choose an amount from $5.00 to $500.00.")).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Choose an amount' }).getAttribute('href')).toBe('/wallet');
      expect(calls.filter((c) => c.path.includes('quote'))).toHaveLength(0);
    },
  );
});

describe('WalletSummaryPage: back from PayPal', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('captures once (even in StrictMode), then shows the amount added and the new balance', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { calls, fetchMock } = fakeServer(({ path }) => {
      if (path === `/api/wallet/funding/${ID}/capture`) return { body: funding('completed') };
      if (path === '/api/wallet') return { body: summary };
      return undefined;
    });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/capture')) await gate;
      return answer(input, init);
    });
    render(`/wallet-summary?funding=${ID}&token=O1&PayerID=P1`);

    expect((await screen.findByTestId('funding-progress')).textContent).toContain('Confirming your payment with PayPal…');
    release();
    await screen.findByRole('heading', { name: 'Funds added' });
    expect(screen.getByTestId('funding-added').textContent).toBe('$20.00 was added to your wallet.');
    await waitFor(() => expect(screen.getByTestId('funding-new-balance').textContent).toBe('$22.00'));
    expect(screen.getByRole('link', { name: 'Send a top-up' }).getAttribute('href')).toBe('/send-topup');
    expect(screen.getByRole('link', { name: 'Go to wallet' }).getAttribute('href')).toBe('/wallet');
    expect(calls.filter((c) => c.path.endsWith('/capture'))).toHaveLength(1);
  });

  it('records a cancellation: the spec toast, nothing charged, a way back', async () => {
    const { calls } = fakeServer(({ method, path }) => {
      if (method === 'POST' && path === `/api/wallet/funding/${ID}/cancel`) return { body: funding('cancelled') };
      return undefined;
    });
    render(`/wallet-summary?funding=${ID}&cancelled=1&token=O1`);
    await screen.findByRole('heading', { name: 'Payment cancelled' });
    expect(lastToast()).toMatchObject({ title: 'Payment Cancelled', description: 'Payment was cancelled by you.' });
    expect(screen.getByText('Nothing was charged.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to wallet' }).getAttribute('href')).toBe('/wallet');
    expect(screen.getByRole('link', { name: 'Try again with PayPal' }).getAttribute('href')).toBe('/wallet-summary?amount=2000');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(calls.some((c) => c.path.endsWith('/capture'))).toBe(false);
  });

  it('says a pending payment is under review, and checks again', async () => {
    let status: Funding['status'] = 'pending';
    fakeServer(({ method, path }) => {
      if (method === 'POST' && path.endsWith('/capture')) return { body: funding('pending') };
      if (method === 'GET' && path === `/api/wallet/funding/${ID}`) return { body: funding(status) };
      if (path === '/api/wallet') return { body: summary };
      return undefined;
    });
    render(`/wallet-summary?funding=${ID}&token=O1&PayerID=P1`);
    await screen.findByRole('heading', { name: 'Payment under review' });
    expect(screen.getByTestId('funding-pending').textContent).toContain('it is not spendable');

    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await screen.findByText(/Still under review/);
    status = 'completed';
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await screen.findByRole('heading', { name: 'Funds added' });
  });

  it('shows the spec "Payment Error" when PayPal declines, with a way to try again', async () => {
    fakeServer(({ path }) => (path.endsWith('/capture') ? { body: funding('declined') } : undefined));
    render(`/wallet-summary?funding=${ID}&token=O1&PayerID=P1`);
    await screen.findByRole('heading', { name: 'Payment not completed' });
    expect(lastToast()).toMatchObject({
      title: 'Payment Error',
      description: 'There was an issue with the payment. Please try again.',
      variant: 'destructive',
    });
    expect(screen.getByRole('link', { name: 'Try again with PayPal' }).getAttribute('href')).toBe('/wallet-summary?amount=2000');
  });

  it('when PayPal cannot be reached: the spec add-funds message and "Try again" repeats the capture', async () => {
    let down = true;
    const { calls } = fakeServer(({ path }) => {
      if (path.endsWith('/capture')) return down ? unavailable : { body: funding('completed') };
      if (path === '/api/wallet') return { body: summary };
      return undefined;
    });
    render(`/wallet-summary?funding=${ID}&token=O1&PayerID=P1`);
    await screen.findByText('There was an issue adding funds. Please try again.');
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Funds added' });
    expect(calls.filter((c) => c.path.endsWith('/capture'))).toHaveLength(2);
  });

  it.each([
    ['not this person’s or unknown (404)', 404],
    ['not even a payment id (400)', 400],
  ])('says "payment not found" when it is %s', async (_, status) => {
    fakeServer(() => ({
      status,
      body: { error: { code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', message: 'No such payment.' } },
    }));
    render(`/wallet-summary?funding=${ID}&token=O1&PayerID=P1`);
    await screen.findByRole('heading', { name: 'Payment not found' });
    expect(screen.getByRole('link', { name: 'Back to wallet' }).getAttribute('href')).toBe('/wallet');
  });

  it('says when the payment was never approved on PayPal', async () => {
    fakeServer(({ path }) =>
      path.endsWith('/capture') ? { status: 409, body: { error: { code: 'CONFLICT', message: 'not approved' } } } : undefined,
    );
    render(`/wallet-summary?funding=${ID}&token=O1`);
    await screen.findByRole('heading', { name: 'Payment not approved' });
  });
});
