// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { SCREEN_TEST_TIMEOUT_MS, useFakeClock } from '../../testing/fake-clock';
import { fakeServer } from '../../testing/fake-server';
import { loyaltySummary } from '../../testing/loyalty-fixtures';
import { renderStrict } from '../../testing/render-strict';
import SendTopupPage from './SendTopupPage';
import { topupKeys } from './topups-api';
import { countries, digicel, fees, natcom, quote, topup, walletSummary, QUOTE_ID, TOPUP_ID } from '../../testing/topup-fixtures';
import { enter } from '../../testing/enter';

type Call = { method: string; path: string; body?: unknown };

function server(
  options: { balance?: number; detect?: boolean; extra?: (call: Call) => { status?: number; body?: unknown } | undefined } = {},
) {
  return fakeServer((call) => {
    const extra = options.extra?.(call);
    if (extra) return extra;
    const { method, path } = call;
    if (path === '/api/catalogue/countries') return { body: { countries } };
    if (path === '/api/catalogue/countries/HT/operators') return { body: { operators: [digicel, natcom] } };
    if (method === 'POST' && path === '/api/catalogue/detect') {
      const body = call.body as { recipientNumber: string };
      return { body: { e164: body.recipientNumber, valid: true, operator: options.detect === false ? null : digicel } };
    }
    if (path === '/api/recipients') return { body: { recipients: [] } };
    if (path === '/api/wallet') return { body: walletSummary(options.balance ?? 2000) };
    if (path === '/api/topups/fees') return { body: fees };
    if (method === 'POST' && path === '/api/topups/quotes') return { body: quote() };
    return undefined;
  });
}

// As in the app, the screen answers /send-topup only: where it sends the person (the payment summary) is another screen's.
const render = (path: string) =>
  renderStrict(
    <Routes>
      <Route path="/send-topup" element={<SendTopupPage />} />
      <Route path="*" element={null} />
    </Routes>,
    path,
  );
const where = () => screen.getByTestId('where').textContent;

describe('SendTopupPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
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
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('draws the first countries of the full list with the screen, the rest when the person comes near them', async () => {
    const isos = Array.from(
      { length: 26 * 3 },
      (_, i) => `${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`,
    );
    const many = isos.map((iso) => ({ ...countries[0]!, iso, name: `Country ${iso}` }));
    const observed: { callback: IntersectionObserverCallback; target: Element; margin?: string }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(
          private readonly callback: IntersectionObserverCallback,
          private readonly options?: IntersectionObserverInit,
        ) {}
        observe(target: Element) {
          observed.push({ callback: this.callback, target, margin: this.options?.rootMargin });
        }
        disconnect() {}
      },
    );
    server({ extra: ({ path }) => (path === '/api/catalogue/countries' ? { body: { countries: many } } : undefined) });
    render('/send-topup');
    const all = await screen.findByRole('heading', { name: `All countries (${many.length})` });
    const list = all.nextElementSibling as HTMLElement;
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(24);
    // A screen reader is told the whole list's size, and where each drawn row stands in it.
    expect(rows[0]!.getAttribute('aria-setsize')).toBe(String(many.length));
    expect(rows[23]!.getAttribute('aria-posinset')).toBe('24');
    // The rows not drawn keep their place (4 rem each, less the list's last gap), hidden from readers.
    const place = list.lastElementChild as HTMLElement;
    expect(place.getAttribute('aria-hidden')).toBe('true');
    expect(place.style.height).toBe(`${(many.length - 24) * 4 - 0.25}rem`);
    expect(observed.map((o) => [o.target, o.margin])).toEqual([[place, '100% 0px']]);

    observed[0]!.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    act(() => observed[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(many.length));
    expect(list.querySelector(':scope > li[aria-hidden]')).toBeNull();
  });

  it('lists popular countries first and finds a country by name or calling code', async () => {
    server();
    render('/send-topup');
    await screen.findByRole('heading', { level: 2, name: 'Choose the country' });
    await waitFor(() => expect(where()).toBe('/send-topup?step=country'));
    const popular = (await screen.findByRole('heading', { name: 'Popular' })).nextElementSibling as HTMLElement;
    expect(
      within(popular)
        .getAllByRole('button')
        .map((b) => b.getAttribute('data-testid')),
    ).toEqual(['country-HT', 'country-US', 'country-DO', 'country-JM']);

    const search = screen.getByLabelText('Search by country or calling code');
    enter(search, { target: { value: '509' } });
    await waitFor(() => expect(screen.getByText('Countries found: 1')).toBeTruthy());
    expect(screen.getByTestId('country-HT')).toBeTruthy();
    enter(search, { target: { value: 'jam' } });
    await waitFor(() => expect(screen.queryByTestId('country-HT')).toBeNull());
    expect(screen.getByTestId('country-JM')).toBeTruthy();
    enter(search, { target: { value: 'zzz' } });
    await screen.findByText('No country matches "zzz".');

    enter(search, { target: { value: 'haiti' } });
    fireEvent.click(await screen.findByTestId('country-HT'));
    await screen.findByRole('heading', { level: 2, name: 'Who gets the top-up' });
    expect(where()).toBe('/send-topup?step=recipient');
  });

  it('walks a Haiti top-up from ?country=HT to the payment summary, with the spec messages on the way', async () => {
    const { calls } = server({ balance: 2000 });
    const { queryClient } = render('/send-topup?country=HT');
    await screen.findByRole('heading', { level: 2, name: 'Who gets the top-up' });
    await waitFor(() => expect(where()).toBe('/send-topup?step=recipient'));
    expect(screen.getByText('+509')).toBeTruthy();
    expect(screen.getByText('e.g. +509 34 10 1234')).toBeTruthy();
    const phone = screen.getByLabelText("Recipient's phone number", { selector: 'input' });
    expect(phone.getAttribute('inputmode')).toBe('tel');

    fireEvent.click(screen.getByTestId('recipient-next'));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter phone number');
    enter(phone, { target: { value: '3712' } });
    expect(screen.getByRole('alert').textContent).toBe('Phone number must have 8-15 digits (example: +509 34 10 1234 for Haiti)');
    enter(phone, { target: { value: '1234 5678' } });
    expect(screen.getByRole('alert').textContent).toBe('This number is not valid for the chosen country. Check it and the country.');

    enter(phone, { target: { value: '3712 3456' } });
    const chosen = await screen.findByTestId('operator-chosen');
    expect(chosen.textContent).toContain('Digicel Haiti');
    expect(within(chosen).getByRole('button', { name: 'change operator' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/catalogue/detect')?.body).toEqual({ countryIso: 'HT', recipientNumber: '+50937123456' });

    fireEvent.click(screen.getByTestId('recipient-next'));
    await screen.findByRole('heading', { level: 2, name: 'How much to send' });

    // RANGE: suggested amounts and a free field with the operator's limits.
    expect(screen.getByText('Digicel Haiti takes $1.00 to $100.00.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('amount-next'));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter an amount');
    const field = screen.getByLabelText('Other amount (USD)');
    enter(field, { target: { value: '0' } });
    expect(screen.getByRole('alert').textContent).toBe('Amount must be greater than 0');
    enter(field, { target: { value: '500' } });
    expect(screen.getByRole('alert').textContent).toBe('The largest amount Digicel Haiti takes is $100.00.');
    fireEvent.click(screen.getByRole('button', { name: '$5.00' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('receives-estimate').textContent).toContain('HTG');
    expect(screen.getByTestId('receives-estimate').textContent).toContain('657.50');

    fireEvent.click(screen.getByTestId('amount-next'));
    await screen.findByRole('heading', { level: 2, name: 'How you pay' });
    await screen.findByText('Balance: $20.00');
    await waitFor(() => expect(screen.getByTestId('estimate-total').textContent).toBe('$5.60'));
    expect(screen.queryByTestId('insufficient-funds')).toBeNull();

    fireEvent.click(screen.getByTestId('review'));
    await waitFor(() => expect(where()).toBe(`/payment-summary?quote=${QUOTE_ID}`));
    expect(calls.find((c) => c.path === '/api/topups/quotes')?.body).toEqual({
      countryIso: 'HT',
      operatorId: 173,
      recipientNumber: '+50937123456',
      amountCents: 500,
      paymentMethod: 'wallet',
      textRecipient: true,
    });
    // The quote is held in one place, the query cache under its id; sessionStorage keeps only what was typed.
    expect(queryClient.getQueryData(topupKeys.quote(QUOTE_ID))).toMatchObject({ id: QUOTE_ID, totalCents: 560, paymentMethod: 'wallet' });
    const stored = Array.from({ length: window.sessionStorage.length }, (_, i) => window.sessionStorage.key(i));
    expect(stored).toEqual(['kredi.sendTopup.draft']);
  });

  it('lets the person pick the operator when it cannot be detected, and FIXED operators show their amounts', async () => {
    server({ detect: false });
    render('/send-topup?country=HT');
    const phone = await screen.findByLabelText("Recipient's phone number", { selector: 'input' });
    enter(phone, { target: { value: '37123456' } });
    await screen.findByText('We could not tell the operator from this number. Choose it below.');
    fireEvent.click(screen.getByTestId('recipient-next'));
    expect((await screen.findByText('Choose the operator', { selector: '[role=alert]' })).textContent).toBe('Choose the operator');
    fireEvent.click(screen.getByRole('button', { name: 'Natcom' }));
    fireEvent.click(screen.getByTestId('recipient-next'));
    await screen.findByRole('heading', { level: 2, name: 'How much to send' });
    expect(screen.getAllByTestId('amount-option').map((b) => b.textContent)).toEqual(['$5.00', '$10.00', '$15.00']);
    expect(screen.queryByLabelText('Other amount (USD)')).toBeNull();
  });

  it('warns before review when the wallet cannot pay, and offers PayPal or adding funds', async () => {
    server({ balance: 200 });
    render('/send-topup?country=HT');
    enter(await screen.findByLabelText("Recipient's phone number", { selector: 'input' }), { target: { value: '37123456' } });
    await screen.findByTestId('operator-chosen');
    fireEvent.click(screen.getByTestId('recipient-next'));
    fireEvent.click(await screen.findByRole('button', { name: '$10.00' }));
    fireEvent.click(screen.getByTestId('amount-next'));
    const notice = await screen.findByTestId('insufficient-funds');
    expect(notice.textContent).toContain('Insufficient Funds');
    expect(notice.textContent).toContain('Insufficient wallet balance. Please add funds or use PayPal.');
    expect(within(notice).getByRole('link', { name: 'Add funds' }).getAttribute('href')).toBe('/wallet#add-funds');
    fireEvent.click(within(notice).getByRole('button', { name: 'Pay with PayPal instead' }));
    await waitFor(() => expect(screen.queryByTestId('insufficient-funds')).toBeNull());
    expect(screen.getByTestId('method-paypal').getAttribute('aria-pressed')).toBe('true');
  });

  it('prefills everything from ?repeat=<id> and opens the payment step', async () => {
    server({
      extra: ({ path }) => (path === `/api/topups/${TOPUP_ID}` ? { body: topup({ status: 'completed', stage: 'delivered' }) } : undefined),
    });
    render(`/send-topup?repeat=${TOPUP_ID}`);
    await screen.findByRole('heading', { level: 2, name: 'How you pay' });
    await waitFor(() => expect(where()).toBe('/send-topup?step=payment'));
    expect(screen.getByText('+509 37 12 3456')).toBeTruthy();
    expect(screen.getAllByText('$5.00').length).toBeGreaterThan(0);
    expect(screen.getByTestId('method-wallet').getAttribute('aria-pressed')).toBe('true');
  });

  it("estimates with the loyalty level's reduction, on its own line, as the quote will", async () => {
    server({
      extra: ({ path }) =>
        path === `/api/topups/${TOPUP_ID}`
          ? { body: topup({ status: 'completed', stage: 'delivered' }) }
          : path === '/api/loyalty'
            ? { body: loyaltySummary({ points: 600, lifetimePoints: 600 }) }
            : undefined,
    });
    render(`/send-topup?repeat=${TOPUP_ID}`);
    await waitFor(() => expect(screen.getByText('Gold member').nextElementSibling?.textContent).toBe('−$0.12'));
    expect(screen.getByText('Top-up fee').nextElementSibling?.textContent).toBe('$0.60');
    expect(screen.getByTestId('estimate-total').textContent).toBe('$5.48');
  });

  it('keeps the draft when coming back to a step', async () => {
    server();
    window.sessionStorage.setItem(
      'kredi.sendTopup.draft',
      JSON.stringify({
        countryIso: 'HT',
        number: '37123456',
        operatorId: 173,
        operatorPicked: true,
        amountCents: 1000,
        amountText: '10',
        paymentMethod: 'paypal',
      }),
    );
    render('/send-topup?step=amount');
    await screen.findByRole('heading', { level: 2, name: 'How much to send' });
    expect(((await screen.findByLabelText('Other amount (USD)')) as HTMLInputElement).value).toBe('10');
  });

  it('saves the recipient with a name when asked, and ?recipient=<id> starts from a saved one', async () => {
    const saved = {
      id: 'r1',
      name: 'Manman',
      countryIso: 'HT',
      recipientNumber: '+50937123456',
      operatorId: 173,
      createdAt: '2026-03-01T00:00:00.000Z',
    };
    const { calls } = server({
      extra: ({ method, path }) => {
        if (method === 'POST' && path === '/api/recipients') return { body: saved };
        return undefined;
      },
    });
    render('/send-topup?country=HT');
    enter(await screen.findByLabelText("Recipient's phone number", { selector: 'input' }), { target: { value: '37123456' } });
    await screen.findByTestId('operator-chosen');
    fireEvent.click(screen.getByLabelText('Save this recipient'));
    fireEvent.click(screen.getByTestId('recipient-next'));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a name for this recipient');
    enter(screen.getByLabelText('Name'), { target: { value: 'Manman' } });
    fireEvent.click(screen.getByTestId('recipient-next'));
    await screen.findByRole('heading', { level: 2, name: 'How much to send' });
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/recipients')?.body).toEqual({
      name: 'Manman',
      countryIso: 'HT',
      recipientNumber: '+50937123456',
      operatorId: 173,
    });
  });

  it('starts from a saved recipient with ?recipient=<id>', async () => {
    const saved = {
      id: 'r1',
      name: 'Manman',
      countryIso: 'HT',
      recipientNumber: '+50937123456',
      operatorId: 173,
      createdAt: '2026-03-01T00:00:00.000Z',
    };
    server({ extra: ({ path }) => (path === '/api/recipients' ? { body: { recipients: [saved] } } : undefined) });
    render('/send-topup?recipient=r1');
    await screen.findByRole('heading', { level: 2, name: 'How much to send' });
    await waitFor(() => expect(where()).toBe('/send-topup?step=amount'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 2, name: 'Who gets the top-up' });
    expect((screen.getByLabelText("Recipient's phone number", { selector: 'input' }) as HTMLInputElement).value).toBe('37 12 3456');
    expect(screen.getByTestId('saved-recipient').getAttribute('aria-pressed')).toBe('true');
    // Each saved recipient can also be set to repeat automatically, on /scheduled.
    const repeat = screen.getByTestId('saved-recipient-repeat');
    expect(repeat.textContent).toBe('Repeat automatically Manman');
    expect(repeat.getAttribute('href')).toBe('/scheduled?recipient=r1');
  });
});
