// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Topup } from '../../../shared/api/topups';
import { i18n, initI18n } from '../../i18n';
import { fakeServer } from '../../testing/fake-server';
import { renderStrict } from '../../testing/render-strict';
import HistoryPage from './HistoryPage';
import type { HistoryTransaction } from './topups-api';
import { tx } from '../../testing/topup-fixtures';
import { enter } from '../../testing/enter';

vi.mock('../../ui/AppShell', () => ({
  AppShell: ({ title, children }: { title?: string; children: React.ReactNode }) => (
    <main>
      <h1>{title}</h1>
      {children}
    </main>
  ),
}));

function detail(id: string, overrides: Partial<Topup>): Topup {
  return {
    id,
    status: 'failed',
    stage: 'refunded',
    countryIso: 'HT',
    operatorId: 1,
    operatorName: 'Digicel Haiti',
    recipientNumber: '+50937123456',
    amountCents: 1000,
    localAmount: '1315.00',
    localCurrency: 'HTG',
    fxRate: '131.5',
    topupFeeCents: 70,
    walletFeeCents: 0,
    paypalFeeCents: 0,
    totalCents: 1070,
    paymentMethod: 'wallet',
    promoCode: null,
    promoDiscountCents: 0,
    operatorReference: null,
    productKind: 'airtime',
    planDescription: null,
    refunded: true,
    refund: null,
    failureCode: 'TRY_LATER',
    retryAfterMinutes: null,
    timeline: [],
    createdAt: '2026-03-01T14:05:00.000Z',
    ...overrides,
  };
}

const list = [
  tx('t1', { status: 'pending', recipientNumber: '+13055550123', operatorName: 'AT&T', amountCents: 2550, amount: 25.5, countryIso: 'US' }),
  tx('t2', { status: 'failed', amountCents: 500, amount: 5, createdAt: 'garbage' }),
  tx('t3'),
  tx('t4', { status: 'failed', recipientNumber: '+18095551234', operatorName: 'Claro Dominicana', countryIso: 'DO' }),
];

function serve(transactions: HistoryTransaction[], topups: Topup[] = []) {
  return fakeServer(({ path }) => {
    if (path === '/api/transactions') return { body: { transactions } };
    if (path === '/api/topups') return { body: { topups } };
    return undefined;
  });
}

const rows = () => screen.queryAllByTestId('history-row');
const numbers = () => rows().map((row) => within(row).getByTestId('history-number').textContent);

describe('HistoryPage', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('lists every top-up newest first: number, operator, amount, status, date or N/A, refund notes, status link and Repeat', async () => {
    const { calls } = serve(list, [
      detail('t2', { refunded: true, failureCode: 'OPERATOR_UNAVAILABLE', operatorName: 'Digicel Haiti' }),
      detail('t4', { failureCode: 'PAYMENT_CANCELLED', refunded: false, stage: 'cancelled', paymentMethod: 'paypal' }),
    ]);
    renderStrict(<HistoryPage />, '/history');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('History');
    await waitFor(() => expect(rows()).toHaveLength(4));
    // Shown as stored until the number format (loaded after the first paint) is in, then as people write them.
    await waitFor(() => expect(numbers()).toEqual(['+1 305 555 0123', '+509 37 12 3456', '+509 37 12 3456', '+1 809 555 1234']));
    const [first, second, third, fourth] = rows() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByTestId('history-operator').textContent).toBe('AT&T');
    expect(within(first).getByTestId('history-amount').textContent).toBe('$25.50');
    expect(within(first).getByText('Pending')).toBeTruthy();
    expect(
      within(first).getByText(
        new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-03-01T14:05:00.000Z')),
      ),
    ).toBeTruthy();
    expect(within(second).getByText('N/A')).toBeTruthy();
    expect(within(second).getByText('Failed')).toBeTruthy();
    expect(within(third).getByText('Completed')).toBeTruthy();
    expect(within(third).queryByTestId('history-failed-note')).toBeNull();
    await waitFor(() => expect(within(second).getByTestId('history-failed-note').textContent).toMatch(/^Refunded to your wallet/));
    // Why it failed and what to do: the operator is down, not the person's mistake.
    expect(within(second).getByTestId('history-failure-reason').textContent).toBe(
      'Digicel Haiti is not accepting top-ups right now. Try again later.',
    );
    expect(within(fourth).getByTestId('history-failed-note').textContent).toBe(
      'Payment not completed: nothing was takenPayment was cancelled by you.',
    );
    expect(calls.filter((c) => c.path === '/api/transactions')).toHaveLength(1);

    const open = within(second).getAllByRole('link')[0]!;
    expect(open.getAttribute('href')).toBe('/payment-summary?topup=t2');
    const repeat = within(second).getByRole('link', { name: 'Repeat $5.00 to +509 37 12 3456' });
    expect(repeat.getAttribute('href')).toBe('/send-topup?repeat=t2');
    expect(repeat.textContent).toBe('Repeat');
    fireEvent.click(repeat);
    expect(screen.getByTestId('where').textContent).toBe('/send-topup?repeat=t2');
  });

  it('does not ask for full top-ups when none failed', async () => {
    const { calls } = serve([tx('a'), tx('b', { status: 'pending' })]);
    renderStrict(<HistoryPage />, '/history');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(calls.some((c) => c.path === '/api/topups')).toBe(false);
  });

  it('says a failed top-up is refunded within 24 hours while its detail is unknown', async () => {
    fakeServer(({ path }) => {
      if (path === '/api/transactions') return { body: { transactions: [tx('a', { status: 'failed' })] } };
      if (path === '/api/topups') return { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } } };
      return undefined;
    });
    renderStrict(<HistoryPage />, '/history');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByTestId('history-failed-note').textContent).toBe('Failed top-ups are refunded to your wallet within 24 hours');
  });

  it('searches by number digits, operator and amount, filters by status with radio buttons, and keeps both in the address', async () => {
    serve(list);
    renderStrict(<HistoryPage />, '/history');
    await waitFor(() => expect(rows()).toHaveLength(4));
    const search = screen.getByRole('searchbox', { name: 'Search' });

    enter(search, { target: { value: '509 3712' } });
    expect(numbers()).toEqual(['+509 37 12 3456', '+509 37 12 3456']);
    expect(screen.getByTestId('where').textContent).toBe('/history?q=509+3712');
    expect(screen.getByTestId('history-shown').textContent).toBe('Top-ups shown: 2');

    enter(search, { target: { value: 'claro' } });
    expect(numbers()).toEqual(['+1 809 555 1234']);
    enter(search, { target: { value: '$10.00' } });
    expect(rows().map((row) => within(row).getByTestId('history-amount').textContent)).toEqual(['$10.00', '$10.00']);
    enter(search, { target: { value: '25.5' } });
    expect(numbers()).toEqual(['+1 305 555 0123']);

    enter(search, { target: { value: '' } });
    const group = screen.getByRole('group', { name: 'Status' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['All', 'Completed', 'Pending', 'Failed']);
    expect((within(group).getByRole('radio', { name: 'All' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: 'Failed' }));
    expect(rows()).toHaveLength(2);
    expect(rows().every((row) => within(row).queryByText('Failed'))).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/history?status=failed');

    enter(search, { target: { value: 'at&t' } });
    expect(rows()).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'No top-ups found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all top-ups' }));
    expect(rows()).toHaveLength(4);
    expect(screen.getByTestId('where').textContent).toBe('/history');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('opens with the filter and search from the address', async () => {
    serve(list);
    renderStrict(<HistoryPage />, '/history?status=completed&q=digicel');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect((screen.getByRole('radio', { name: 'Completed' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('digicel');
  });

  it('shows an empty state with a button to send the first top-up', async () => {
    serve([]);
    renderStrict(<HistoryPage />, '/history');
    expect(await screen.findByRole('heading', { name: 'No top-ups yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send your first top-up' }).getAttribute('href')).toBe('/send-topup');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('shows a skeleton while loading, then the reason and a retry when the list cannot load', async () => {
    let fail = true;
    fakeServer(({ path }) => {
      if (path !== '/api/transactions') return undefined;
      return fail
        ? { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } } }
        : { body: { transactions: [tx('a')] } };
    });
    renderStrict(<HistoryPage />, '/history');
    expect(screen.getByText('Loading...')).toBeTruthy();
    // The intro stands where the list will, as the page's first paint drew it (SignedInSkeleton, ADR 0050).
    expect(screen.getByText(i18n.t('history.intro'))).toBeTruthy();
    await screen.findByText('This service is unavailable right now. Please try again in a moment.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('speaks Kreyòl: filters, Repeat, N/A and dates in the Haitian locale', async () => {
    await i18n.changeLanguage('ht');
    serve([tx('a'), tx('b', { createdAt: '' })]);
    renderStrict(<HistoryPage />, '/history');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Istorik');
    expect(screen.getByRole('searchbox', { name: 'Chèche' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual([
      'Tout',
      'Fini',
      'Ap tann',
      'Pa pase',
    ]);
    expect(within(rows()[0]!).getByText('Refè l')).toBeTruthy();
    // Kreyòl month names, "a" before the time (the hour is the test machine's zone).
    expect(within(rows()[0]!).getByText(/^1 mas 2026 a \d\d:\d\d$/)).toBeTruthy();
    expect(rows()[0]!.textContent).not.toMatch(/mars/);
    expect(within(rows()[1]!).getByText('Pa disponib')).toBeTruthy();
  });
});
