// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { fakeServer } from '../../testing/fake-server';
import PayPalSetupPage, { formatPercent } from './PayPalSetupPage';
import { renderStrict } from '../../testing/render-strict';

describe('PayPalSetupPage', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('explains PayPal, says the sandbox is configured, and states the fee with an example', async () => {
    fakeServer(({ path }) =>
      path === '/api/wallet/paypal' ? { body: { mode: 'sandbox', feePercentBasisPoints: 290, feeFixedCents: 30 } } : undefined,
    );
    renderStrict(<PayPalSetupPage />, '/paypal-setup');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Paying with PayPal');
    expect(screen.getByText('Kredi never sees your card number or your PayPal password.')).toBeTruthy();
    expect(screen.getByText("You pay on PayPal's own page, with your PayPal balance or a card.")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('paypal-mode').getAttribute('data-mode')).toBe('sandbox'));
    expect(screen.getByText('Test mode (sandbox)')).toBeTruthy();
    expect(screen.getByText(/no real money moves/)).toBeTruthy();
    expect(screen.getByTestId('paypal-fee').textContent).toBe('2.9% + $0.30 per payment');
    // $20.00 × 2.9% = 58¢, + 30¢ = 88¢.
    expect(screen.getByText('Example: adding $20.00 costs $20.88 ($0.88 fee).')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'When a payment is pending' })).toBeTruthy();
  });

  it('shows live PayPal as live', async () => {
    fakeServer(() => ({ body: { mode: 'live', feePercentBasisPoints: 349, feeFixedCents: 0 } }));
    renderStrict(<PayPalSetupPage />, '/paypal-setup');
    await screen.findByText('Live');
    expect(screen.getByText('Connected to PayPal: payments are real.')).toBeTruthy();
    expect(screen.getByTestId('paypal-fee').textContent).toBe('3.49% per payment');
  });

  it('formats the rate in the reader’s language', () => {
    expect(formatPercent(290, 'fr-FR').replace(/\s/g, ' ')).toBe('2,9 %');
    expect(formatPercent(250, 'en-US')).toBe('2.5%');
  });
});
