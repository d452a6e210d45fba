// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { fakeServer, renderAccount } from '../account/test-utils';
import DashboardPage from './DashboardPage';

vi.mock('../auth/AuthProvider', async () => ({ useAuth: (await import('../account/test-utils')).useTestAuth }));

const summary = { availableCents: 2200, incomingCents: 0, heldCents: 0, thisMonthCents: 1000, topupsSent: 2, rewardPoints: 40 };

describe('DashboardPage', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('greets, shows the wallet card with its stats, quick actions, help and the send button', async () => {
    fakeServer(({ path }) => (path === '/api/wallet' ? { body: summary } : undefined));
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
    expect(within(actions).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Send top-up', '/send-topup'],
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
    fakeServer(({ path }) => (path === '/api/wallet' ? { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } } } : undefined));
    renderAccount(<DashboardPage />, { path: '/dashboard' });
    expect(screen.queryByTestId('wallet-balance')).toBeNull();
    await screen.findByText('This service is unavailable right now. Please try again in a moment.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('hides the verify card once verified', async () => {
    fakeServer(({ path }) => (path === '/api/wallet' ? { body: summary } : undefined));
    renderAccount(<DashboardPage />, { path: '/dashboard', user: { verificationStatus: 'verified' } });
    await screen.findByTestId('wallet-balance');
    expect(screen.queryByRole('link', { name: 'Verify now' })).toBeNull();
  });
});
