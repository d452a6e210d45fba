// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Basket } from '../../../shared/api/baskets';
import { i18n, initI18n } from '../../i18n';
import { fakeServer, type Call } from '../../testing/fake-server';
import { renderStrict } from '../../testing/render-strict';
import { countries, digicel, quote, topup, walletSummary } from '../../testing/topup-fixtures';
import BasketBuilderPage from './BasketBuilderPage';
import { leaveForPayPal } from './baskets-api';
import { enter } from '../../testing/enter';

vi.mock('../../ui/AppShell', () => ({
  AppShell: ({ title, children }: { title?: string; children: React.ReactNode }) => (
    <main>
      <h1>{title}</h1>
      {children}
    </main>
  ),
}));

const BASKET_ID = '3c3e4a8e-3333-4c5d-8e9f-0a1b2c3d4e5f';
const saved = { id: 'r1', name: 'Manman', countryIso: 'HT', recipientNumber: '+50937123401', operatorId: digicel.id, createdAt: '' };
const quoted = (state: Basket['state']): Basket => ({
  id: BASKET_ID,
  state,
  paymentMethod: 'wallet',
  totalCents: 1120,
  paypalFeeCents: 0,
  otherMethodTotalCents: 1120 + 40 + 49,
  expiresAt: '2026-03-04T07:15:00.000Z',
  createdAt: '2026-03-04T07:05:00.000Z',
  sentAt: null,
  items: [
    { position: 1, quote: quote(), topup: state === 'sent' ? topup() : null },
    { position: 2, quote: quote({ recipientNumber: '+50937123402' }), topup: state === 'sent' ? topup({ id: 'b2' }) : null },
  ],
});

/** The catalogue, a saved recipient, number detection and the wallet; `more` answers the basket calls. */
function serve(more: (call: Call) => { status?: number; body?: unknown } | undefined, availableCents = 2200) {
  return fakeServer((call) => {
    if (call.path === '/api/catalogue/countries') return { body: { countries } };
    if (call.path === '/api/catalogue/countries/HT/operators') return { body: { operators: [digicel] } };
    if (call.path === '/api/recipients') return { body: { recipients: [saved] } };
    if (call.path === '/api/catalogue/detect') return { body: { e164: '+50937123402', valid: true, operator: digicel } };
    if (call.path === '/api/wallet') return { body: walletSummary(availableCents) };
    return more(call);
  });
}

/** Manman (saved) and a new Haiti number, $5 each. */
async function addTwo() {
  fireEvent.click(await screen.findByRole('button', { name: 'Manman' }));
  enter(screen.getByLabelText('Amount in USD'), { target: { value: '5' } });
  await waitFor(() => expect((screen.getByLabelText('Operator') as HTMLSelectElement).value).toBe(String(digicel.id)));
  fireEvent.click(screen.getByRole('button', { name: 'Add to the basket' }));
  await waitFor(() => expect(screen.getAllByTestId('basket-item')).toHaveLength(1));
  enter(screen.getByLabelText('Phone number'), { target: { value: '3712 3402' } });
  enter(screen.getByLabelText('Amount in USD'), { target: { value: '5' } });
  // The second person is not texted: each person's own choice, on by default.
  fireEvent.click(within(screen.getByTestId('basket-text-recipient')).getByRole('switch'));
  await waitFor(() => expect((screen.getByLabelText('Operator') as HTMLSelectElement).value).toBe(String(digicel.id)));
  fireEvent.click(screen.getByRole('button', { name: 'Add to the basket' }));
  await waitFor(() => expect(screen.getAllByTestId('basket-item')).toHaveLength(2));
}

describe('BasketBuilderPage', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('builds a basket from a saved recipient and a new number, prices it item by item, pays once, opens its page', async () => {
    const { calls } = serve(({ method, path }) =>
      method === 'POST' && path === '/api/baskets/quotes'
        ? { body: quoted('quoted') }
        : method === 'POST' && path === `/api/baskets/${BASKET_ID}/send`
          ? { body: quoted('sent') }
          : undefined,
    );
    renderStrict(<BasketBuilderPage />, '/send-basket');
    await addTwo();
    expect(within(screen.getAllByTestId('basket-item')[0]!).getByText('Manman')).toBeTruthy();

    fireEvent.click(screen.getByTestId('basket-review'));
    await waitFor(() => expect(screen.getAllByTestId('basket-quote-item')).toHaveLength(2));
    expect(calls.find((c) => c.path === '/api/baskets/quotes')!.body).toEqual({
      paymentMethod: 'wallet',
      items: [
        { countryIso: 'HT', operatorId: digicel.id, recipientNumber: '+50937123401', amountCents: 500, textRecipient: true },
        { countryIso: 'HT', operatorId: digicel.id, recipientNumber: '+50937123402', amountCents: 500, textRecipient: false },
      ],
    });
    expect(screen.getByTestId('basket-total').textContent).toBe('$11.20');

    fireEvent.click(screen.getByTestId('basket-pay'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/basket?id=${BASKET_ID}`));
  });

  it('reads a pasted number, offers the country of one typed under the wrong one, and takes a contact with its name (ADR 0068)', async () => {
    const verizon = { ...digicel, id: 900, countryIso: 'US', name: 'Verizon' };
    serve(({ path }) => (path === '/api/catalogue/countries/US/operators' ? { body: { operators: [verizon] } } : undefined));
    const select = vi.fn(async () => [{ name: ['Tonton Jak'], tel: ['\u202A+509 3712 3402\u202C'] }]);
    Object.defineProperty(navigator, 'contacts', { value: { select }, configurable: true });
    try {
      renderStrict(<BasketBuilderPage />, '/send-basket');
      const number = (await screen.findByLabelText('Phone number')) as HTMLInputElement;
      enter(number, { target: { value: '\u202A+1 (786) 234-5678\u202C' } });
      expect(number.value).toBe('+1 (786) 234-5678');
      fireEvent.click(await screen.findByRole('button', { name: 'Switch to United States' }));
      await waitFor(() => expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('US'));
      expect(number.value).toBe('(786) 234-5678');
      expect(screen.queryByTestId('wrong-country')).toBeNull();

      enter(screen.getByLabelText('Country'), { target: { value: 'HT' } });
      fireEvent.click(screen.getByRole('button', { name: 'Choose from contacts' }));
      await waitFor(() => expect(number.value).toBe('37 12 3402'));
      enter(screen.getByLabelText('Amount in USD'), { target: { value: '5' } });
      await waitFor(() => expect((screen.getByLabelText('Operator') as HTMLSelectElement).value).toBe(String(digicel.id)));
      fireEvent.click(screen.getByRole('button', { name: 'Add to the basket' }));
      await waitFor(() => expect(within(screen.getByTestId('basket-item')).getByText('Tonton Jak')).toBeTruthy());
    } finally {
      delete (navigator as { contacts?: unknown }).contacts;
    }
  });

  it('points at the refused item, and says plainly when the wallet is short, nothing charged', async () => {
    let quotes = 0;
    serve(({ method, path }) => {
      if (method === 'POST' && path === '/api/baskets/quotes')
        return ++quotes === 1
          ? {
              status: 400,
              body: {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'no',
                  details: [{ field: 'items.1.recipientNumber', code: 'validation.phoneInvalidForCountry', message: 'no' }],
                },
              },
            }
          : { body: quoted('quoted') };
      if (method === 'POST' && path === `/api/baskets/${BASKET_ID}/send`)
        return { status: 402, body: { error: { code: 'INSUFFICIENT_FUNDS', message: 'short' } } };
      return undefined;
    }, 1000);
    renderStrict(<BasketBuilderPage />, '/send-basket');
    await addTwo();

    fireEvent.click(screen.getByTestId('basket-review'));
    const second = screen.getAllByTestId('basket-item')[1]!;
    await waitFor(() => expect(within(second).getByRole('alert').textContent).toMatch(/not valid for the chosen country/));

    fireEvent.click(screen.getByTestId('basket-review'));
    await screen.findByText('Your wallet does not cover the total');
    fireEvent.click(screen.getByTestId('basket-pay'));
    expect(
      (await screen.findByText(/Your wallet does not cover the total of \$11\.20\. Nothing was charged/)).closest('[role="alert"]'),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Add funds' })[0]!.getAttribute('href')).toBe('/wallet');
  });

  it('offers PayPal: the basket is priced again with its PayPal fees, and Pay leaves for PayPal’s approval page', async () => {
    const withPayPal: Basket = {
      ...quoted('quoted'),
      paymentMethod: 'paypal',
      totalCents: 1209,
      paypalFeeCents: 89,
      otherMethodTotalCents: 1120,
      // Each quote carries its share of the one fee (45 + 44), stated once for the payment.
      items: quoted('quoted').items.map((item, index) => ({
        ...item,
        quote: { ...item.quote, paymentMethod: 'paypal', paypalFeeCents: 45 - index, totalCents: 560 + 45 - index },
      })),
    };
    const approveUrl = 'https://www.sandbox.paypal.com/checkoutnow?token=ORDER1';
    const go = vi.spyOn(leaveForPayPal, 'go').mockImplementation(() => {});
    const { calls } = serve(({ method, path, body }) =>
      method === 'POST' && path === '/api/baskets/quotes'
        ? { body: (body as { paymentMethod: string }).paymentMethod === 'paypal' ? withPayPal : quoted('quoted') }
        : method === 'POST' && path === `/api/baskets/${BASKET_ID}/send`
          ? { body: { ...withPayPal, state: 'sent', approveUrl } }
          : undefined,
    );
    renderStrict(<BasketBuilderPage />, '/send-basket');
    await addTwo();
    fireEvent.click(screen.getByTestId('basket-review'));
    await waitFor(() => expect(screen.getByTestId('basket-total').textContent).toBe('$11.20'));

    fireEvent.click(screen.getByTestId('basket-method-paypal'));
    await waitFor(() => expect(screen.getByTestId('basket-total').textContent).toBe('$12.09'));
    expect(calls.filter((c) => c.path === '/api/baskets/quotes').map((c) => (c.body as { paymentMethod: string }).paymentMethod)).toEqual([
      'wallet',
      'paypal',
    ]);
    // PayPal's fee once, for the one payment; each item's price before it; and the wallet's saving said.
    expect(screen.getByTestId('basket-paypal-fee').textContent).toBe('$0.89');
    expect(screen.getByText('PayPal fee, once for the whole payment')).toBeTruthy();
    expect(screen.getAllByText('$5.60')).toHaveLength(2);
    expect(screen.getByTestId('basket-wallet-cheaper').textContent).toContain('Paying from your wallet costs $0.89 less: $11.20.');
    expect(screen.getByTestId('basket-method-paypal').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByTestId('basket-pay'));
    await waitFor(() => expect(go).toHaveBeenCalledWith(approveUrl));
    go.mockRestore();
  });
});
