// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Schedule, SchedulesResponse } from '../../../shared/api/schedules';
import { i18n, initI18n } from '../../i18n';
import en from '../../i18n/en.json';
import ht from '../../i18n/ht.json';
import { fakeServer } from '../../testing/fake-server';
import { renderStrict } from '../../testing/render-strict';
import ScheduledPage from './ScheduledPage';
import { enter } from '../../testing/enter';

vi.mock('../../ui/AppShell', () => ({
  AppShell: ({ title, children }: { title?: string; children: React.ReactNode }) => (
    <main>
      <h1>{title}</h1>
      {children}
    </main>
  ),
}));

const schedule: Schedule = {
  id: '5f7c1a52-2d4f-4d6b-9d4e-3f1b2c3d4e5f',
  countryIso: 'HT',
  operatorId: 1,
  operatorName: 'Digicel Haiti',
  recipientNumber: '+50934121205',
  amountCents: 500,
  textRecipient: false,
  frequency: 'weekly',
  runDay: 5,
  paymentMethod: 'wallet',
  agreedTotalCents: 550,
  agreedLocalAmount: '657.50',
  localCurrency: 'HTG',
  status: 'active',
  upcoming: ['2026-11-27', '2026-12-04', '2026-12-11'],
  runs: [
    {
      runOn: '2026-11-24',
      state: 'waiting_funds',
      topupId: null,
      quotedTotalCents: 550,
      quotedLocalAmount: '657.50',
      shortfallCents: 350,
      reason: null,
    },
    {
      runOn: '2026-11-17',
      state: 'sent',
      topupId: 't1',
      quotedTotalCents: 550,
      quotedLocalAmount: '657.50',
      shortfallCents: null,
      reason: null,
    },
  ],
  createdAt: '2026-11-01T12:00:00Z',
};
const listed = (s: Schedule): SchedulesResponse => ({ schedules: [s], priceTolerancePercent: 5, timeZone: 'America/New_York' });

describe('ScheduledPage', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('shows each schedule with its days, a short wallet’s one tap to add funds, and says the wallet pays', async () => {
    fakeServer(({ path }) => (path === '/api/schedules' ? { body: listed(schedule) } : undefined));
    renderStrict(<ScheduledPage />, '/scheduled');
    const card = await screen.findByTestId('schedule-card');
    expect(within(card).getByTestId('schedule-cadence').textContent).toBe(`Every week on Friday · ${en.schedules.status.active}`);
    expect(within(card).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    // $3.50 missing: PayPal's page for $5.00, the smallest payment.
    expect(within(card).getByTestId('run-add-funds').getAttribute('href')).toBe('/wallet-summary?amount=500');
    expect(within(card).getByTestId('run-waiting-funds').textContent).toContain('$3.50');
    expect(within(card).getByRole('link', { name: en.schedules.runState.sent }).getAttribute('href')).toContain('t1');
    expect(screen.getByText(en.schedules.walletOnly)).toBeTruthy();
    expect(screen.getByText(en.schedules.tolerance.replace('{{percent}}', '5%'))).toBeTruthy();
  });

  it('confirms a moved price, pauses, and asks before cancelling', async () => {
    const asking: Schedule = {
      ...schedule,
      runs: [{ ...schedule.runs[0]!, state: 'needs_confirmation', quotedTotalCents: 620, shortfallCents: null }],
    };
    const { calls } = fakeServer(({ method, path }) => {
      if (path === '/api/schedules' && method === 'GET') return { body: listed(asking) };
      if (method === 'POST' || method === 'DELETE') return { body: { schedule: asking } };
      return undefined;
    });
    renderStrict(<ScheduledPage />, '/scheduled');
    fireEvent.click(await screen.findByRole('button', { name: en.schedules.priceMoved.action.replace('{{now}}', '$6.20') }));
    await waitFor(() => expect(calls.some((c) => c.path === `/api/schedules/${schedule.id}/runs/2026-11-24/confirm`)).toBe(true));
    fireEvent.click(screen.getByTestId('schedule-pause'));
    await waitFor(() => expect(calls.some((c) => c.path === `/api/schedules/${schedule.id}/pause`)).toBe(true));
    fireEvent.click(screen.getByTestId('schedule-cancel'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByTestId('schedule-cancel-yes'));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('edits the amount as typed ("7,50" is $7.50) and refuses what is not an amount without calling', async () => {
    const { calls } = fakeServer(({ method, path }) => {
      if (path === '/api/schedules' && method === 'GET') return { body: listed(schedule) };
      if (method === 'PUT') return { body: { schedule } };
      return undefined;
    });
    renderStrict(<ScheduledPage />, '/scheduled');
    fireEvent.click(await screen.findByTestId('schedule-edit'));
    const amount = screen.getByTestId('schedule-amount') as HTMLInputElement;
    expect(amount.value).toBe('5.00');
    enter(amount, { target: { value: 'abc' } });
    fireEvent.click(screen.getByTestId('schedule-save'));
    expect(await screen.findByText(en.validation.enterAmount)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    enter(amount, { target: { value: '7,50' } });
    fireEvent.click(screen.getByTestId('schedule-save'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ amountCents: 750 }));
  });

  it('in Kreyòl, with nothing set up, says how to start', async () => {
    await i18n.changeLanguage('ht');
    fakeServer(({ path }) =>
      path === '/api/schedules' ? { body: { schedules: [], priceTolerancePercent: 5, timeZone: 'America/New_York' } } : undefined,
    );
    renderStrict(<ScheduledPage />, '/scheduled');
    expect(await screen.findByText(ht.schedules.emptyTitle)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ht.schedules.title);
  });
});
