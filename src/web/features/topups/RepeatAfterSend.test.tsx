// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import en from '../../i18n/en.json';
import { SCREEN_TEST_TIMEOUT_MS, useFakeClock } from '../../testing/fake-clock';
import { fakeServer } from '../../testing/fake-server';
import { renderStrict } from '../../testing/render-strict';
import { quote, topup, walletSummary, QUOTE_ID, TOPUP_ID } from '../../testing/topup-fixtures';
import PaymentSummaryPage from './PaymentSummaryPage';
import { emptyDraft, loadDraft, saveDraft, type SendDraft } from './send-draft';

const where = () => screen.getByTestId('where').textContent;
const weekly: SendDraft['repeat'] = { frequency: 'weekly', runDay: 1 };

/** The held quote of the fixtures (Digicel, $5, wallet), sent; `schedules` answers POST /api/schedules. */
function sendWith(repeat: SendDraft['repeat'], schedules: { status?: number; body?: unknown }) {
  saveDraft({ ...emptyDraft('HT'), number: '37123456', operatorId: 173, operatorPicked: true, amountCents: 500, repeat });
  const delivered = topup({ status: 'completed', stage: 'delivered' });
  const server = fakeServer(({ method, path }) => {
    if (path === `/api/quotes/${QUOTE_ID}`) return { body: quote() };
    if (path === '/api/wallet') return { body: walletSummary(2000) };
    if (method === 'POST' && path === '/api/topups') return { body: { topup: delivered, approveUrl: null } };
    if (path === `/api/topups/${TOPUP_ID}`) return { body: delivered };
    if (method === 'POST' && path === '/api/schedules') return schedules;
    return { body: {} };
  });
  renderStrict(<PaymentSummaryPage />, `/payment-summary?quote=${QUOTE_ID}`);
  return server;
}

describe('after the send: the repeat asked for on the payment step', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
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

  it('is set up with the same recipient, operator and amount, and the status page says when it starts', async () => {
    const { calls, headerOf } = sendWith(weekly, { body: { schedule: { upcoming: ['2026-11-30'] } } });
    fireEvent.click(await screen.findByTestId('send-now'));
    await waitFor(() => expect(where()).toBe(`/payment-summary?topup=${TOPUP_ID}`));
    const set = await screen.findByTestId('repeat-set');
    expect(set.textContent).toContain(en.schedules.sendOption.setTitle);
    expect(set.querySelector('a')?.getAttribute('href')).toBe('/scheduled');
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/schedules')?.body).toEqual({
      countryIso: 'HT',
      operatorId: 173,
      recipientNumber: '+50937123456',
      amountCents: 500,
      textRecipient: true,
      frequency: 'weekly',
      runDay: 1,
    });
    // Keyed by the send it repeats: that send never sets up two, however often this is asked.
    expect(
      headerOf(
        calls.find((c) => c.method === 'POST' && c.path === '/api/schedules'),
        'idempotency-key',
      ),
    ).toBe(`repeat-of:${QUOTE_ID}`);
    // Its own repeat card is not offered again, and the draft is gone.
    expect(screen.queryByTestId('repeat-submit')).toBeNull();
    expect(loadDraft()).toBeNull();
  });

  it('that fails says the top-up was sent but the repeat was not set up, with the way to /scheduled', async () => {
    sendWith(weekly, { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } });
    fireEvent.click(await screen.findByTestId('send-now'));
    await waitFor(() => expect(where()).toBe(`/payment-summary?topup=${TOPUP_ID}`));
    const failed = await screen.findByTestId('repeat-failed');
    expect(failed.getAttribute('role')).toBe('alert');
    expect(failed.textContent).toContain(en.schedules.sendOption.failedTitle);
    expect(failed.textContent).toContain(en.schedules.sendOption.failedBody);
    expect(failed.querySelector('a')?.getAttribute('href')).toBe('/scheduled');
    expect(screen.getByText(en.topups.status.completed)).toBeTruthy();
  });

  it('is not asked for: nothing is scheduled and nothing is said', async () => {
    const { calls } = sendWith(null, { body: { schedule: { upcoming: [] } } });
    fireEvent.click(await screen.findByTestId('send-now'));
    await waitFor(() => expect(where()).toBe(`/payment-summary?topup=${TOPUP_ID}`));
    await screen.findByTestId('repeat-submit');
    expect(calls.some((c) => c.path === '/api/schedules')).toBe(false);
    expect(screen.queryByTestId('repeat-set')).toBeNull();
    expect(screen.queryByTestId('repeat-failed')).toBeNull();
  });
});
