// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Basket } from '../../../shared/api/baskets';
import { i18n, initI18n } from '../../i18n';
import { fakeServer, type Call } from '../../testing/fake-server';
import { renderStrict } from '../../testing/render-strict';
import { quote, topup } from '../../testing/topup-fixtures';
import BasketPage from './BasketPage';

vi.mock('../../ui/AppShell', () => ({
  AppShell: ({ title, children }: { title?: string; children: React.ReactNode }) => (
    <main>
      <h1>{title}</h1>
      {children}
    </main>
  ),
}));

const BASKET_ID = '3c3e4a8e-3333-4c5d-8e9f-0a1b2c3d4e5f';
const basket: Basket = {
  id: BASKET_ID,
  state: 'sent',
  paymentMethod: 'wallet',
  totalCents: 1680,
  paypalFeeCents: 0,
  otherMethodTotalCents: 1680 + 59 + 49,
  expiresAt: '2026-03-04T07:15:00.000Z',
  createdAt: '2026-03-04T07:05:00.000Z',
  sentAt: '2026-03-04T07:05:10.000Z',
  items: [
    { position: 1, quote: quote(), topup: topup({ id: 'a1', status: 'completed', stage: 'delivered' }) },
    {
      position: 2,
      quote: quote({ recipientNumber: '+50937123488' }),
      topup: topup({
        id: 'a2',
        recipientNumber: '+50937123488',
        status: 'failed',
        stage: 'refunded',
        refunded: true,
        failureCode: 'OPERATOR_UNAVAILABLE',
      }),
    },
    { position: 3, quote: quote({ recipientNumber: '+50937123481' }), topup: topup({ id: 'a3', recipientNumber: '+50937123481' }) },
  ],
};

describe('BasketPage', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('shows every top-up of the basket with its own status, the refund of the failed one, and a link to each', async () => {
    fakeServer(({ path }) => (path === `/api/baskets/${BASKET_ID}` ? { body: basket } : undefined));
    renderStrict(<BasketPage />, `/basket?id=${BASKET_ID}`);

    await waitFor(() => expect(screen.getByTestId('basket-paid').textContent).toBe('You paid $16.80 (top-ups: 3)'));
    expect(screen.getByTestId('basket-summary').textContent).toBe('Delivered: 1 · On the way: 1 · Did not go through: 1');
    const rows = screen.getAllByTestId('basket-topup');
    expect(rows.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual([
      '/payment-summary?topup=a1',
      '/payment-summary?topup=a2',
      '/payment-summary?topup=a3',
    ]);
    expect(within(rows[1]!).getByText('$5.60 refunded to your wallet')).toBeTruthy();
    expect(within(rows[0]!).queryByText(/refunded/)).toBeNull();
    // Each says what its recipient receives, at what rate; the failed one says why, as the single send does.
    expect(rows.map((row) => within(row).getByTestId('basket-receives').textContent?.replace(/\s/g, ' '))).toEqual([
      'HTG 657.50',
      'HTG 657.50',
      'HTG 657.50',
    ]);
    expect(within(rows[0]!).getByTestId('basket-rate').textContent).toBe('1 USD = 131.50 HTG');
    expect(within(rows[1]!).getByTestId('basket-failure').textContent).toBe(
      'Digicel Haiti is not accepting top-ups right now. Try again later.',
    );
    expect(within(rows[0]!).queryByTestId('basket-failure')).toBeNull();
  });

  it('a data plan shows the plan, a PIN says PIN, neither a local amount', async () => {
    const plans: Basket = {
      ...basket,
      items: [
        {
          position: 1,
          quote: quote(),
          topup: topup({ id: 'd1', productKind: 'data', planDescription: '1.5 GB internet, valid 7 days' }),
        },
        { position: 2, quote: quote(), topup: topup({ id: 'p1', productKind: 'pin', planDescription: 'PIN 500 HTG' }) },
      ],
    };
    fakeServer(({ path }) => (path === `/api/baskets/${BASKET_ID}` ? { body: plans } : undefined));
    renderStrict(<BasketPage />, `/basket?id=${BASKET_ID}`);
    await waitFor(() => expect(screen.getAllByTestId('basket-receives')).toHaveLength(2));
    expect(screen.getAllByTestId('basket-receives').map((cell) => cell.textContent)).toEqual(['1.5 GB internet, valid 7 days', 'PIN']);
    expect(screen.queryByTestId('basket-rate')).toBeNull();
  });

  it('says what to do when the address names no basket, and when it cannot be loaded', async () => {
    fakeServer(() => undefined);
    renderStrict(<BasketPage />, '/basket');
    expect(screen.getByText('There is no basket at this address. Start a new one to send to several people.')).toBeTruthy();
    cleanup();

    renderStrict(<BasketPage />, `/basket?id=${BASKET_ID}`);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Try again'));
  });

  it('back from PayPal: records the return once, then shows each item as it moves on', async () => {
    const paid: Basket = { ...basket, paymentMethod: 'paypal' };
    const returns: Call[] = [];
    fakeServer((call) => {
      if (call.method === 'POST' && call.path === `/api/baskets/${BASKET_ID}/paypal-return`) {
        returns.push(call);
        return { body: paid };
      }
      return call.path === `/api/baskets/${BASKET_ID}` ? { body: paid } : undefined;
    });
    renderStrict(<BasketPage />, `/basket?id=${BASKET_ID}&funding=f1&token=ORDER1&PayerID=P1`);

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/basket?id=${BASKET_ID}`));
    await waitFor(() => expect(screen.getAllByTestId('basket-topup')).toHaveLength(3));
    expect(returns.map((call) => call.body)).toEqual([{ cancelled: false }]);
  });

  it('an item whose PayPal payment did not go through says nothing was charged', async () => {
    const cancelled: Basket = {
      ...basket,
      paymentMethod: 'paypal',
      items: [{ position: 1, quote: quote(), topup: topup({ id: 'c1', status: 'failed', stage: 'cancelled' }) }],
    };
    fakeServer(({ path }) => (path === `/api/baskets/${BASKET_ID}` ? { body: cancelled } : undefined));
    renderStrict(<BasketPage />, `/basket?id=${BASKET_ID}`);
    expect(await screen.findByText('Not sent: the PayPal payment did not go through, so nothing was charged.')).toBeTruthy();
  });
});
