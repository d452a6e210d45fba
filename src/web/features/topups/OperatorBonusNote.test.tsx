// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperatorPromotion } from '../../../shared/api/operator-promotions';
import { initI18n } from '../../i18n';
import { SCREEN_TEST_TIMEOUT_MS, useFakeClock } from '../../testing/fake-clock';
import { fakeServer } from '../../testing/fake-server';
import { renderStrict } from '../../testing/render-strict';
import { countries, digicel, fees, natcom, walletSummary } from '../../testing/topup-fixtures';
import SendTopupPage from './SendTopupPage';
import { enter } from '../../testing/enter';

/** The chosen operator's own bonus on the send screen's amount and payment steps (ADR 0025), and the way in from an offer. */
const HOUR = 3_600_000;
const bonus: OperatorPromotion = {
  id: 8102,
  operatorId: natcom.id,
  operatorName: natcom.name,
  operatorLogoUrl: null,
  countryIso: 'HT',
  title: 'Double minutes to Haiti and the US',
  description: 'Every top-up of USD 10 or more comes with the same value again in minutes.',
  startsAt: new Date(Date.now() - 3 * 24 * HOUR).toISOString(),
  endsAt: new Date(Date.now() + 12 * 24 * HOUR).toISOString(),
  denominations: 'USD 10 and up',
  localDenominations: null,
};

function server(promotions: Record<number, OperatorPromotion[] | 'unavailable'>) {
  return fakeServer(({ method, path }) => {
    if (path === '/api/catalogue/countries') return { body: { countries } };
    if (path === '/api/catalogue/countries/HT/operators') return { body: { operators: [digicel, natcom] } };
    if (method === 'POST' && path === '/api/catalogue/detect') return { body: { e164: '+50937123456', valid: true, operator: digicel } };
    if (path === '/api/recipients') return { body: { recipients: [] } };
    if (path === '/api/wallet') return { body: walletSummary(2000) };
    if (path === '/api/topups/fees') return { body: fees };
    const asked = /^\/api\/catalogue\/promotions\?operatorId=(\d+)$/.exec(path);
    const answer = asked ? (promotions[Number(asked[1])] ?? []) : undefined;
    if (answer === 'unavailable') return { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } } };
    if (answer) return { body: { promotions: answer } };
    return undefined;
  });
}

async function reachAmountStep(path: string) {
  renderStrict(<SendTopupPage />, path);
  await screen.findByRole('heading', { level: 2, name: 'Who gets the top-up' });
  enter(screen.getByLabelText("Recipient's phone number", { selector: 'input' }), { target: { value: '3712 3456' } });
  await screen.findByTestId('operator-chosen');
  fireEvent.click(screen.getByTestId('recipient-next'));
  await screen.findByRole('heading', { level: 2, name: 'How much to send' });
}

describe('the operator bonus on the send screen', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
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

  it('an offer’s link (?country=HT&operator=…) starts with that operator chosen, and its bonus shows before paying', async () => {
    const { calls } = server({ [natcom.id]: [bonus] });
    await reachAmountStep(`/send-topup?country=HT&operator=${natcom.id}`);
    // Chosen by the link, not replaced by what the number's prefix detects (Digicel).
    expect(screen.getByText('Choose an amount')).toBeTruthy();

    const note = await screen.findByRole('note');
    expect(within(note).getByText('Natcom bonus')).toBeTruthy();
    expect(within(note).getByText('Double minutes to Haiti and the US')).toBeTruthy();
    expect(within(note).getByText(/^Until .+ · Applies to: USD 10 and up$/).textContent).not.toContain('Expiring soon');
    expect(within(note).getByText('The operator adds this bonus when the top-up arrives. It does not change what you pay.')).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain(`/api/catalogue/promotions?operatorId=${natcom.id}`);

    // Again on the last step before paying, where a repeated top-up starts.
    fireEvent.click(screen.getByRole('button', { name: '$10.00' }));
    fireEvent.click(screen.getByTestId('amount-next'));
    await screen.findByRole('heading', { level: 2, name: 'How you pay' });
    expect(within(await screen.findByRole('note')).getByText('Double minutes to Haiti and the US')).toBeTruthy();
  });

  it('shows nothing for an operator without a bonus, or when the offers cannot be read', async () => {
    for (const answer of [[], 'unavailable'] satisfies Array<OperatorPromotion[] | 'unavailable'>) {
      const { calls } = server({ [digicel.id]: answer });
      await reachAmountStep('/send-topup?country=HT');
      await waitFor(() => expect(calls.map((call) => call.path)).toContain(`/api/catalogue/promotions?operatorId=${digicel.id}`));
      expect(screen.getByText('Digicel Haiti takes $1.00 to $100.00.')).toBeTruthy();
      expect(screen.queryByRole('note')).toBeNull();
      cleanup();
      window.sessionStorage.clear();
    }
  });
});
