// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import en from '../../i18n/en.json';
import { SCREEN_TEST_TIMEOUT_MS, useFakeClock } from '../../testing/fake-clock';
import { fakeServer } from '../../testing/fake-server';
import { renderStrict } from '../../testing/render-strict';
import { countries, digicel, fees, quote, walletSummary, QUOTE_ID } from '../../testing/topup-fixtures';
import SendTopupPage from './SendTopupPage';
import { emptyDraft, loadDraft, saveDraft } from './send-draft';
import { enter } from '../../testing/enter';

vi.mock('../../ui/AppShell', () => ({ AppShell: ({ children }: { children: React.ReactNode }) => <main>{children}</main> }));

const where = () => screen.getByTestId('where').textContent;
const repeatSwitch = () => screen.getByRole('switch', { name: new RegExp(en.schedules.sendOption.label) });

/** The send screen's payment step, with a Haiti top-up chosen (the draft of this tab). */
function atPaymentStep() {
  saveDraft({ ...emptyDraft('HT'), number: '37123456', operatorId: digicel.id, operatorPicked: true, amountCents: 500, amountText: '5' });
  const server = fakeServer(({ method, path }) => {
    if (path === '/api/catalogue/countries') return { body: { countries } };
    if (path === '/api/catalogue/countries/HT/operators') return { body: { operators: [digicel] } };
    if (path === '/api/wallet') return { body: walletSummary(2000) };
    if (path === '/api/topups/fees') return { body: fees };
    if (method === 'POST' && path === '/api/topups/quotes') return { body: quote() };
    return { body: {} };
  });
  // As in the app, the screen answers /send-topup only: the payment summary it sends the person to is another screen's.
  renderStrict(
    <Routes>
      <Route path="/send-topup" element={<SendTopupPage />} />
      <Route path="*" element={null} />
    </Routes>,
    '/send-topup?step=payment',
  );
  return server;
}

describe('the send screen: "Repeat this top-up automatically"', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => {
    window.sessionStorage.clear();
    useFakeClock();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is off by default; on, it asks how often and the day, and the choice goes on to the summary', async () => {
    atPaymentStep();
    await screen.findByTestId('repeat-option');
    expect(repeatSwitch().getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByTestId('repeat-day')).toBeNull();

    fireEvent.click(repeatSwitch());
    fireEvent.click(await screen.findByTestId('repeat-monthly'));
    enter(screen.getByTestId('repeat-day'), { target: { value: '3' } });
    expect(screen.getByText(en.schedules.walletOnly)).toBeTruthy();
    // The draft carries it to the summary, where it is set up once the send succeeds (RepeatAfterSend).
    await waitFor(() => expect(loadDraft()?.repeat).toEqual({ frequency: 'monthly', runDay: 3 }));
    fireEvent.click(screen.getByTestId('review'));
    await waitFor(() => expect(where()).toBe(`/payment-summary?quote=${QUOTE_ID}`));
  });

  it('cannot be turned on with PayPal, and says plainly why', async () => {
    atPaymentStep();
    await screen.findByTestId('repeat-option');
    fireEvent.click(repeatSwitch());
    await screen.findByTestId('repeat-day');
    fireEvent.click(screen.getByTestId('method-paypal'));
    await waitFor(() => expect(repeatSwitch().hasAttribute('disabled')).toBe(true));
    expect(repeatSwitch().getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(en.schedules.sendOption.paypal)).toBeTruthy();
    expect(screen.queryByTestId('repeat-day')).toBeNull();
  });
});
