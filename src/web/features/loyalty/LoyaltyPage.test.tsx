// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { fakeServer } from '../../testing/fake-server';
import { loyaltySummary } from '../../testing/loyalty-fixtures';
import { renderAccount } from '../../testing/signed-in';
import { getToasts } from '../../ui/toast-store';
import LoyaltyPage from './LoyaltyPage';
import { redeemChoices } from './RedeemCard';
import { enter } from '../../testing/enter';

vi.mock('../auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../auth')>()),
  useAuth: (await import('../../testing/signed-in')).useTestAuth,
}));

const card = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;

describe('LoyaltyPage', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the level, the points, the progress to the next level, the five levels and the rules', async () => {
    await i18n.changeLanguage('en');
    fakeServer(({ path }) => (path === '/api/loyalty' ? { body: loyaltySummary({ points: 250, lifetimePoints: 300 }) } : undefined));
    renderAccount(<LoyaltyPage />, { path: '/loyalty' });

    expect(await screen.findByTestId('loyalty-points')).toBeTruthy();
    expect(screen.getByTestId('loyalty-points').textContent).toBe('250');
    expect(screen.getByTestId('loyalty-lifetime').textContent).toBe('300');
    expect(within(screen.getByTestId('loyalty-standing')).getByText('Silver member')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Progress to Gold' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(bar.getAttribute('aria-valuetext')).toBe('200 more points to reach Gold');

    const levels = card('Levels and benefits');
    const rows = within(levels).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Bronze0Earn points on every top-up',
      'SilverYour level10010% off the top-up fee',
      'Gold50020% off the top-up fee',
      'Platinum1,50035% off the top-up fee',
      'Diamond5,00050% off the top-up fee',
    ]);
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    expect(within(card('How points work')).getByText(/You earn 1 point for every whole \$1\.00 you send/)).toBeTruthy();
    // Below 500 points there is nothing to redeem yet, and it says why.
    expect(screen.getByTestId('loyalty-redeem-not-yet').textContent).toBe('You need at least 500 points to redeem. You have 250.');
    expect(screen.getByTestId('loyalty-history-empty')).toBeTruthy();
  });

  it('redeems with one Idempotency-Key per press, then shows the new balance', async () => {
    await i18n.changeLanguage('en');
    let points = 1250;
    const { calls, fetchMock } = fakeServer(({ method, path }) => {
      if (path === '/api/loyalty') return { body: loyaltySummary({ points, lifetimePoints: 1250 }) };
      if (method === 'POST' && path === '/api/loyalty/redemptions') {
        points -= 700;
        return { body: { redemption: { id: 'r1', points: 700, creditCents: 700, createdAt: new Date().toISOString() }, points } };
      }
      return undefined;
    });
    renderAccount(<LoyaltyPage />, { path: '/loyalty' });

    const select = await screen.findByTestId('loyalty-redeem-points');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '500 points for $5.00',
      '600 points for $6.00',
      '700 points for $7.00',
      '800 points for $8.00',
      '900 points for $9.00',
      '1,000 points for $10.00',
      '1,100 points for $11.00',
      '1,200 points for $12.00',
    ]);
    enter(select, { target: { value: '700' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem for $7.00' }));

    await waitFor(() => expect(screen.getByTestId('loyalty-points').textContent).toBe('550'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ points: 700 });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect((post[1]!.headers as Record<string, string>)['idempotency-key']).toMatch(/.{8,}/);
    expect(getToasts()[0]).toMatchObject({ title: 'Points redeemed', description: '$7.00 was added to your wallet.' });
  });

  it('offline: the levels and the rules still show, with a way to try again', async () => {
    await i18n.changeLanguage('en');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderAccount(<LoyaltyPage />, { path: '/loyalty' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(card('Levels and benefits')).toBeTruthy();
    expect(card('How points work')).toBeTruthy();
  });
});

describe('redeemChoices', () => {
  it('offers 500 up to all whole hundreds, at most a dozen choices, always the most', () => {
    expect(redeemChoices(499)).toEqual([]);
    expect(redeemChoices(500)).toEqual([500]);
    expect(redeemChoices(730)).toEqual([500, 600, 700]);
    const many = redeemChoices(100_000);
    expect(many.length).toBeLessThanOrEqual(13);
    expect(many[0]).toBe(500);
    expect(many.at(-1)).toBe(100_000);
    expect(many.every((p) => p % 100 === 0)).toBe(true);
  });
});
