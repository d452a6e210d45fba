// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { fakeServer } from '../../testing/fake-server';
import { renderAccount } from '../../testing/signed-in';
import { type HistoryTransaction } from '../topups';
import DashboardPage from './DashboardPage';
import { tx } from '../../testing/topup-fixtures';

vi.mock('../auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../auth')>()),
  useAuth: (await import('../../testing/signed-in')).useTestAuth,
}));

const summary = { availableCents: 2200, incomingCents: 0, heldCents: 0, thisMonthCents: 1000, topupsSent: 2, rewardPoints: 40 };

/** The wallet summary and the top-ups list, as the server answers them. */
function serve(transactions: HistoryTransaction[] = [], wallet: { status?: number; body: unknown } = { body: summary }) {
  return fakeServer(({ path }) => {
    if (path === '/api/wallet') return wallet;
    if (path === '/api/transactions') return { body: { transactions } };
    return undefined;
  });
}

describe('DashboardPage', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('greets, shows the wallet card with its stats, quick actions, help and the send button', async () => {
    serve();
    renderAccount(<DashboardPage />, { path: '/dashboard' });

    expect(screen.getByTestId('dashboard-greeting').textContent).toBe('Hello, Marie');
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('$22.00'));
    const wallet = screen.getByRole('region', { name: 'Wallet balance' });
    expect(within(wallet).getByRole('link', { name: 'Add funds' }).getAttribute('href')).toBe('/wallet');
    expect(within(wallet).getByText('This month')).toBeTruthy();
    expect(within(wallet).getByTestId('wallet-this-month').textContent).toBe('$10.00');
    expect(within(wallet).getByTestId('wallet-topups-sent').textContent).toBe('2');
    expect(within(wallet).getByTestId('wallet-reward-points').textContent).toBe('40');

    const actions = screen.getByRole('region', { name: 'Quick actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Send top-up', '/send-topup'],
      ['Send to several people', '/send-basket'],
      ['Promotions', '/promotions'],
      ['Invite friends', '/invite-friends'],
      ['History', '/history'],
      ['Loyalty', '/loyalty'],
    ]);
    expect(screen.getByRole('link', { name: 'Go to support' }).getAttribute('href')).toBe('/support');
    expect(screen.getByRole('link', { name: 'Send a top-up' }).getAttribute('href')).toBe('/send-topup');
    expect(screen.getByRole('link', { name: 'Verify now' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: /^Security settings/ }).getAttribute('href')).toBe('/security-settings');
  });

  it('shows no number while the balance loads, and the reason when it cannot', async () => {
    serve([], { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } } });
    renderAccount(<DashboardPage />, { path: '/dashboard' });
    expect(screen.queryByTestId('wallet-balance')).toBeNull();
    await screen.findByText('This service is unavailable right now. Please try again in a moment.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('hides the verify card once verified', async () => {
    serve();
    renderAccount(<DashboardPage />, { path: '/dashboard', user: { verificationStatus: 'verified' } });
    await screen.findByTestId('wallet-balance');
    expect(screen.queryByRole('link', { name: 'Verify now' })).toBeNull();
  });

  it('shows the 3 most recent top-ups with status, number, operator, amount and date, and a view-all link to /history', async () => {
    serve([
      tx('t1', {
        status: 'pending',
        recipientNumber: '+13055550123',
        operatorName: 'AT&T',
        amountCents: 2550,
        amount: 25.5,
        countryIso: 'US',
      }),
      tx('t2', { status: 'failed', createdAt: 'not a date' }),
      tx('t3', { amountCents: 500, amount: 5 }),
      tx('t4', { operatorName: 'Natcom' }),
    ]);
    renderAccount(<DashboardPage />, { path: '/dashboard' });

    const recent = screen.getByRole('region', { name: 'Recent top-ups' });
    await waitFor(() => expect(within(recent).getAllByTestId('recent-topup')).toHaveLength(3));
    const items = within(recent).getAllByTestId('recent-topup');
    // The numbers are spaced out once libphonenumber has come, after the list's first paint (ADR 0048).
    await waitFor(() =>
      expect(items.map((item) => item.textContent)).toEqual([
        `+1 305 555 0123AT&T${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-03-01T14:05:00.000Z'))}$25.50Pending`,
        '+509 37 12 3456Digicel HaitiN/A$10.00Failed',
        `+509 37 12 3456Digicel Haiti${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-03-01T14:05:00.000Z'))}$5.00Completed`,
      ]),
    );
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/payment-summary?topup=t1');
    expect(within(recent).queryByText('Natcom')).toBeNull();
    const viewAll = within(recent).getByRole('link', { name: 'View all top-ups' });
    expect(viewAll.textContent).toBe('View all');
    expect(viewAll.getAttribute('href')).toBe('/history');
  });

  it('offers to send the first top-up when there is none yet, and a retry when the list cannot load', async () => {
    serve([]);
    renderAccount(<DashboardPage />, { path: '/dashboard' });
    const recent = screen.getByRole('region', { name: 'Recent top-ups' });
    const send = await within(recent).findByRole('link', { name: 'Send your first top-up' });
    expect(send.getAttribute('href')).toBe('/send-topup');
    expect(within(recent).queryByRole('link', { name: /View all/ })).toBeNull();
    cleanup();

    let fail = true;
    fakeServer(({ path }) => {
      if (path === '/api/wallet') return { body: summary };
      if (path === '/api/transactions')
        return fail
          ? { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } } }
          : { body: { transactions: [tx('t1')] } };
      return undefined;
    });
    renderAccount(<DashboardPage />, { path: '/dashboard' });
    const region = screen.getByRole('region', { name: 'Recent top-ups' });
    await within(region).findByText('This service is unavailable right now. Please try again in a moment.');
    fail = false;
    fireEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(region).getAllByTestId('recent-topup')).toHaveLength(1));
  });

  it('shows the popular destinations with the starting prices, each opening the send flow for its country', async () => {
    serve();
    renderAccount(<DashboardPage />, { path: '/dashboard' });
    const destinations = screen.getByRole('region', { name: 'Popular destinations' });
    expect(
      within(destinations)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Haitifrom $5', '/send-topup?country=HT'],
      ['United Statesfrom $10', '/send-topup?country=US'],
      ['Dominican Rep.from $5', '/send-topup?country=DO'],
      ['Jamaicafrom $5', '/send-topup?country=JM'],
    ]);
    await screen.findByTestId('recent-topups-empty');
  });

  it('speaks Kreyòl on the new parts', async () => {
    await i18n.changeLanguage('ht');
    serve([]);
    renderAccount(<DashboardPage />, { path: '/dashboard' });
    expect(screen.getByRole('region', { name: 'Dènye rechaj yo' })).toBeTruthy();
    const haiti = screen.getByTestId('destination-HT');
    expect(haiti.textContent).toBe(
      `Ayiti${'apati ' + new Intl.NumberFormat('fr-HT', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(5)}`,
    );
    expect(await screen.findByRole('link', { name: 'Voye premye rechaj ou' })).toBeTruthy();
  });
});
