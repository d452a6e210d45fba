// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { fakeServer } from '../../testing/fake-server';
import { renderStrict } from '../../testing/render-strict';
import ServiceFeesPage from './ServiceFeesPage';

vi.mock('../../ui/AppShell', () => ({
  AppShell: ({ title, children }: { title?: string; children: React.ReactNode }) => (
    <main>
      <h1>{title}</h1>
      {children}
    </main>
  ),
}));

const fees = {
  topupFeeBasisPoints: 200,
  topupFeeFixedCents: 50,
  walletFeeCents: 0,
  paypalFeeBasisPoints: 349,
  paypalFeeFixedCents: 49,
  quoteValidMinutes: 10,
};

function cells(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
}

describe('ServiceFeesPage', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('states the configured fees and works a $10.00 example from the wallet and with PayPal, in cents', async () => {
    fakeServer(({ path }) => (path === '/api/topups/fees' ? { body: fees } : undefined));
    renderStrict(<ServiceFeesPage />, '/service-fees');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Service fees');
    await waitFor(() => expect(screen.getByTestId('service-fees-topup').textContent).toBe('2% + $0.50'));
    expect(screen.getByTestId('service-fees-wallet').textContent).toBe('Free');
    expect(screen.getByTestId('service-fees-paypal').textContent).toBe('3.49% + $0.49');
    expect(screen.getByText('Percentages are rounded up to the next cent.')).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'Example: a $10.00 top-up' })).toBeTruthy();
    const wallet = screen.getByRole('table', { name: 'Paid from your wallet' });
    expect(cells(wallet)).toEqual([
      ['Top-up (the recipient gets this)', '$10.00'],
      ['Top-up fee', '$0.70'],
      ['Wallet fee', '$0.00'],
      ['Total you pay', '$10.70'],
    ]);
    // PayPal's fee is on what PayPal charges: 3.49 % of $10.70 = 37.343 → 38 cents, + 49 cents.
    const paypal = screen.getByRole('table', { name: 'Paid with PayPal' });
    expect(cells(paypal)).toEqual([
      ['Top-up (the recipient gets this)', '$10.00'],
      ['Top-up fee', '$0.70'],
      ['PayPal fee', '$0.87'],
      ['Total you pay', '$11.57'],
    ]);

    expect(screen.getByTestId('service-fees-held').textContent).toBe(
      'The price in your summary is held for 10 min. If that time runs out, we show you the new price before anything is sent.',
    );
    expect(screen.getByText(/The recipient always gets the amount shown/)).toBeTruthy();
    expect(screen.getByText(/A failed top-up is refunded to your wallet automatically within 24 hours/)).toBeTruthy();
    expect(screen.getByText('Adding money to your wallet with PayPal has the PayPal fee: 3.49% + $0.49 per payment.')).toBeTruthy();
    // 3.49 % of $20.00 = 69.8 → 70 cents, + 49 cents.
    expect(screen.getByTestId('service-fees-funding-example').textContent).toBe('For example, adding $20.00 costs $21.19.');
    expect(screen.getByRole('link', { name: 'How paying with PayPal works' }).getAttribute('href')).toBe('/paypal-setup');
    expect(screen.getByRole('link', { name: 'Send a top-up' }).getAttribute('href')).toBe('/send-topup');
  });

  it('shows a wallet fee and fixed-only or free fees as configured', async () => {
    fakeServer(({ path }) =>
      path === '/api/topups/fees'
        ? { body: { ...fees, topupFeeBasisPoints: 0, walletFeeCents: 25, paypalFeeBasisPoints: 0, paypalFeeFixedCents: 0 } }
        : undefined,
    );
    renderStrict(<ServiceFeesPage />, '/service-fees');
    await waitFor(() => expect(screen.getByTestId('service-fees-topup').textContent).toBe('$0.50'));
    expect(screen.getByTestId('service-fees-wallet').textContent).toBe('$0.25');
    expect(screen.getByTestId('service-fees-paypal').textContent).toBe('Free');
    expect(screen.getByTestId('service-fees-total-wallet').textContent).toBe('$10.75');
    expect(screen.getByTestId('service-fees-total-paypal').textContent).toBe('$10.50');
    expect(screen.getByText('Adding money to your wallet with PayPal has no fee.')).toBeTruthy();
  });

  it('shows the reason and a retry when the fees cannot load, and keeps the rules that need no numbers', async () => {
    let fail = true;
    fakeServer(({ path }) => {
      if (path !== '/api/topups/fees') return undefined;
      return fail ? { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } } } : { body: fees };
    });
    renderStrict(<ServiceFeesPage />, '/service-fees');
    expect(screen.getByText('Loading...')).toBeTruthy();
    await screen.findByText('This service is unavailable right now. Please try again in a moment.');
    expect(screen.getByRole('heading', { name: 'If a top-up fails' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('service-fees-topup').textContent).toBe('2% + $0.50'));
  });

  it('speaks Kreyòl with money in the Haitian format', async () => {
    await i18n.changeLanguage('ht');
    fakeServer(({ path }) => (path === '/api/topups/fees' ? { body: fees } : undefined));
    renderStrict(<ServiceFeesPage />, '/service-fees');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Frè sèvis');
    await screen.findByRole('table', { name: 'Peye ak bous ou' });
    const money = (cents: string) =>
      new Intl.NumberFormat('fr-HT', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents as unknown as number);
    expect(screen.getByTestId('service-fees-total-wallet').textContent).toBe(money('10.70'));
    expect(screen.getByTestId('service-fees-total-paypal').textContent).toBe(money('11.57'));
  });
});
