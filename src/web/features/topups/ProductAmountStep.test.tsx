// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueOperator } from '../../../shared/api/topups';
import { initI18n } from '../../i18n';
import { SCREEN_TEST_TIMEOUT_MS, useFakeClock } from '../../testing/fake-clock';
import { fakeServer } from '../../testing/fake-server';
import { renderStrict } from '../../testing/render-strict';
import { countries, digicel, fees, natcom, walletSummary } from '../../testing/topup-fixtures';
import { PinCard } from './PinCard';
import SendTopupPage from './SendTopupPage';
import { enter } from '../../testing/enter';

/** The send screen's Airtime / Data / PIN choice and plans (ADR 0035), and the PIN on the receipt. */
const digicelData: CatalogueOperator = {
  ...digicel,
  id: 301,
  name: 'Digicel Haiti Data',
  productKind: 'data',
  denominationType: 'FIXED',
  fixedAmountsCents: [500, 1000],
  fixedAmountDescriptions: ['1.5 GB internet, valid 7 days', '4 GB internet, valid 15 days'],
  minCents: 500,
  maxCents: 1000,
  suggestedAmountsCents: [],
};
const digicelPin: CatalogueOperator = {
  ...digicelData,
  id: 302,
  name: 'Digicel Haiti PIN',
  productKind: 'pin',
  fixedAmountDescriptions: ['PIN for HTG 650 of credit', 'PIN for HTG 1,300 of credit'],
};

function server(detected: CatalogueOperator) {
  return fakeServer(({ method, path }) => {
    if (path === '/api/catalogue/countries') return { body: { countries } };
    if (path === '/api/catalogue/countries/HT/operators') return { body: { operators: [digicel, digicelData, digicelPin, natcom] } };
    if (method === 'POST' && path === '/api/catalogue/detect') return { body: { e164: '+50937123456', valid: true, operator: detected } };
    if (path === '/api/recipients') return { body: { recipients: [] } };
    if (path === '/api/wallet') return { body: walletSummary(2000) };
    if (path === '/api/topups/fees') return { body: fees };
    if (path.startsWith('/api/catalogue/promotions')) return { body: { promotions: [] } };
    return undefined;
  });
}

async function reachAmountStep() {
  renderStrict(<SendTopupPage />, '/send-topup?country=HT');
  await screen.findByRole('heading', { level: 2, name: 'Who gets the top-up' });
  enter(screen.getByLabelText("Recipient's phone number", { selector: 'input' }), { target: { value: '3712 3456' } });
  await screen.findByTestId('operator-chosen');
  fireEvent.click(screen.getByTestId('recipient-next'));
  await screen.findByRole('heading', { level: 2, name: 'How much to send' });
}

describe('Airtime, Data and PIN on the send screen', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
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

  it("offers the operator's products; a plan is chosen by its words and price, and named before paying", async () => {
    server(digicel);
    await reachAmountStep();
    const choice = screen.getByRole('group', { name: 'What do you want to send?' });
    expect(
      within(choice)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Airtime', 'Data', 'PIN']);
    expect(screen.getByTestId('product-kind-airtime').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByTestId('product-kind-data'));
    const plans = await screen.findAllByTestId('plan-option');
    expect(plans.map((plan) => plan.textContent)).toEqual(['1.5 GB internet, valid 7 days$5.00', '4 GB internet, valid 15 days$10.00']);
    fireEvent.click(screen.getByTestId('amount-next'));
    expect(screen.getByRole('alert').textContent).toBe('Choose a plan to continue.');
    fireEvent.click(plans[1]!);
    fireEvent.click(screen.getByTestId('amount-next'));
    await screen.findByRole('heading', { level: 2, name: 'How you pay' });
    expect(screen.getByText('4 GB internet, valid 15 days')).toBeTruthy();
    expect(screen.getByText(/Digicel Haiti Data/)).toBeTruthy();
  });

  it('says what a PIN is before it is bought', async () => {
    server(digicel);
    await reachAmountStep();
    fireEvent.click(screen.getByTestId('product-kind-pin'));
    expect(await screen.findByText(/You get a PIN code on your receipt/)).toBeTruthy();
    expect((await screen.findAllByTestId('plan-option'))[0]!.textContent).toBe('PIN for HTG 650 of credit$5.00');
  });

  it('shows no choice for an operator that sells only airtime', async () => {
    server(natcom);
    await reachAmountStep();
    expect(screen.queryByRole('group', { name: 'What do you want to send?' })).toBeNull();
    expect(screen.getByText('Choose an amount')).toBeTruthy();
  });
});

describe('the PIN on the receipt', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the code with a copy button and the operator's instructions as given", async () => {
    fakeServer(({ path }) =>
      path === '/api/topups/t1/pin'
        ? {
            body: {
              topupId: 't1',
              code: '12345678901234',
              serial: '5581110000',
              instructions: ['Dial *120*PIN#', 'Or call 120'],
              ivr: '120',
              validity: '90 days',
              deliveredAt: new Date().toISOString(),
            },
          }
        : undefined,
    );
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderStrict(<PinCard topupId="t1" operatorName="Digicel Haiti PIN" recipientNumber="+50934121205" />, '/payment-summary?topup=t1');
    expect((await screen.findByTestId('pin-code')).textContent).toBe('12345678901234');
    expect(
      within(screen.getByTestId('pin-instructions'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dial *120*PIN#', 'Or call 120']);
    expect(screen.getByText('How to use it, from Digicel Haiti PIN')).toBeTruthy();
    expect(screen.getByText('90 days')).toBeTruthy();
    fireEvent.click(screen.getByTestId('copy-pin'));
    expect(writeText).toHaveBeenCalledWith('12345678901234');

    // Sending it: to the top-up's number, a WhatsApp message, or the message copied; each with the dial code.
    const message = 'Your Digicel Haiti PIN: 12345678901234. To load it, dial *120*12345678901234#';
    expect(screen.getByTestId('pin-send').querySelector('h3')!.textContent).toMatch(/^Send the PIN to \+509/);
    expect(screen.getByTestId('send-pin-whatsapp').getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(message)}`);
    fireEvent.click(screen.getByTestId('copy-pin-message'));
    expect(writeText).toHaveBeenLastCalledWith(message);
  });

  it('says the PIN has not come yet, and what to do, when there is none', async () => {
    fakeServer(() => undefined);
    renderStrict(<PinCard topupId="t2" operatorName="Digicel Haiti PIN" recipientNumber="+50934121205" />, '/payment-summary?topup=t2');
    expect(await screen.findByText(/The operator has not sent the PIN yet/)).toBeTruthy();
  });
});
