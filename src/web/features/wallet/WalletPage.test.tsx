// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WalletTransaction } from '../../../shared/api/wallet';
import { i18n, initI18n } from '../../i18n';
import { fakeServer } from '../../testing/fake-server';
import { renderAccount } from '../../testing/signed-in';
import WalletPage from './WalletPage';
import { enter } from '../../testing/enter';

const summary = { availableCents: 123_456, incomingCents: 2000, heldCents: 500, thisMonthCents: 4500, topupsSent: 3, rewardPoints: 120 };

function tx(id: string, overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  return {
    id,
    type: 'add_funds',
    direction: 'deposit',
    amountCents: 2000,
    status: 'posted',
    createdAt: '2026-03-01T14:05:00.000Z',
    description: null,
    ...overrides,
  };
}

/** Shows the path and query the screen navigated to. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

describe('WalletPage', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('shows the balance, money on its way and held, the three stats, and the activity with signs and statuses', async () => {
    const { calls } = fakeServer(({ path }) => {
      if (path === '/api/wallet') return { body: summary };
      if (path.startsWith('/api/wallet/transactions')) {
        return {
          body: {
            transactions: [
              tx('t1', { type: 'topup_debit', direction: 'withdrawal', amountCents: 1050, status: 'pending' }),
              tx('t2', { type: 'add_funds', amountCents: 2000 }),
              tx('welcome:u1', { type: 'promotion_bonus', amountCents: 200 }),
              tx('t4', { type: 'refund', amountCents: 1050, status: 'voided' }),
            ],
            nextCursor: null,
          },
        };
      }
      return undefined;
    });
    renderAccount(<WalletPage />, { path: '/wallet' });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Wallet');
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('$1,234.56'));
    expect(screen.getByTestId('wallet-incoming').textContent).toBe('$20.00 incoming from PayPal — not spendable yet');
    expect(screen.getByTestId('wallet-held').textContent).toBe('$5.00 held for top-ups being sent');
    expect(screen.getByTestId('wallet-this-month').textContent).toBe('$45.00');
    expect(screen.getByTestId('wallet-topups-sent').textContent).toBe('3');
    expect(screen.getByTestId('wallet-reward-points').textContent).toBe('120');

    const rows = await screen.findAllByTestId('wallet-activity-row');
    expect(rows.map((row) => within(row).getByTestId('wallet-activity-amount').textContent)).toEqual([
      '\u2212$10.50',
      '+$20.00',
      '+$2.00',
      '+$10.50',
    ]);
    expect(within(rows[0]!).getByText('Top-up')).toBeTruthy();
    expect(within(rows[0]!).getByText('Pending')).toBeTruthy();
    expect(within(rows[1]!).getByText('Added funds')).toBeTruthy();
    expect(within(rows[2]!).getByText('Welcome bonus')).toBeTruthy();
    expect(within(rows[3]!).getByText('Refund')).toBeTruthy();
    expect(within(rows[3]!).getByText('Cancelled')).toBeTruthy();
    expect(
      within(rows[1]!).getByText(
        'Mar 1, 2026, ' + new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(new Date('2026-03-01T14:05:00.000Z')),
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(calls.find((c) => c.path.startsWith('/api/wallet/transactions'))?.path).toBe('/api/wallet/transactions?limit=10');
  });

  it('shows a skeleton, never a number, while the balance loads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderAccount(<WalletPage />, { path: '/wallet' });
    expect(screen.queryByTestId('wallet-balance')).toBeNull();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toContain('$0.00');
  });

  it('says so when the wallet cannot load, and tries again', async () => {
    let fail = true;
    fakeServer(({ path }) => {
      if (path === '/api/wallet')
        return fail ? { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } } } : { body: summary };
      if (path.startsWith('/api/wallet/transactions')) return { body: { transactions: [], nextCursor: null } };
      return undefined;
    });
    renderAccount(<WalletPage />, { path: '/wallet' });
    await screen.findByText('This service is unavailable right now. Please try again in a moment.');
    fail = false;
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('$1,234.56'));
    expect(screen.getByTestId('wallet-activity-empty')).toBeTruthy();
  });

  it('loads older activity with "Show more"', async () => {
    const { calls } = fakeServer(({ path }) => {
      if (path === '/api/wallet') return { body: summary };
      if (path === '/api/wallet/transactions?limit=10') return { body: { transactions: [tx('a')], nextCursor: 'cursor-1' } };
      if (path === '/api/wallet/transactions?limit=10&before=cursor-1')
        return { body: { transactions: [tx('b', { type: 'referral_bonus' })], nextCursor: null } };
      return undefined;
    });
    renderAccount(<WalletPage />, { path: '/wallet' });
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('wallet-activity-row')).toHaveLength(2));
    expect(screen.getByText('Referral bonus')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(calls.filter((c) => c.path.startsWith('/api/wallet/transactions'))).toHaveLength(2);
  });

  it('checks the amount to add and goes to the summary in cents', async () => {
    fakeServer(({ path }) => {
      if (path === '/api/wallet') return { body: summary };
      if (path.startsWith('/api/wallet/transactions')) return { body: { transactions: [], nextCursor: null } };
      return undefined;
    });
    renderAccount(
      <>
        <WalletPage />
        <Where />
      </>,
      { path: '/wallet' },
    );
    const field = screen.getByLabelText('Or enter an amount in US dollars');
    expect(field.getAttribute('inputmode')).toBe('decimal');
    expect(screen.getAllByText('From $5.00 to $500.00').length).toBeGreaterThan(0);
    const submit = screen.getByRole('button', { name: 'Continue' });

    const expectError = async (text: string, message: string) => {
      enter(field, { target: { value: text } });
      fireEvent.click(submit);
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
      expect(field.getAttribute('aria-invalid')).toBe('true');
    };
    await expectError('', 'Enter an amount');
    await expectError('abc', 'Enter an amount in dollars, for example 25 or 25.50');
    await expectError('20.505', 'Use at most two digits after the decimal point');
    await expectError('4.99', 'The minimum is $5.00');
    await expectError('500.01', 'The maximum is $500.00 per payment');
    expect(screen.getByTestId('where').textContent).toBe('/wallet');

    fireEvent.click(screen.getByRole('button', { name: '$50.00' }));
    expect((field as HTMLInputElement).value).toBe('50');
    await waitFor(() => expect(screen.getByRole('button', { name: '$50.00' }).getAttribute('aria-pressed')).toBe('true'));
    enter(field, { target: { value: '25,75' } });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/wallet-summary?amount=2575'));
  });

  it('speaks Kreyòl: bous, amounts in Haiti’s format', async () => {
    await i18n.changeLanguage('ht');
    fakeServer(({ path }) => {
      if (path === '/api/wallet') return { body: summary };
      if (path.startsWith('/api/wallet/transactions')) return { body: { transactions: [], nextCursor: null } };
      return undefined;
    });
    renderAccount(<WalletPage />, { path: '/wallet' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bous');
    await waitFor(() =>
      expect(screen.getByTestId('wallet-balance').textContent).toBe(
        new Intl.NumberFormat('fr-HT', { style: 'currency', currency: 'USD' }).format(1234.56),
      ),
    );
    expect(screen.getByRole('heading', { name: 'Ajoute lajan' })).toBeTruthy();
  });
});
