// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { savedRecipient } from '../../../shared/api/topups';
import { initI18n } from '../../i18n';
import en from '../../i18n/en.json';
import { fakeServer, type Call } from '../../testing/fake-server';
import { renderStrict } from '../../testing/render-strict';
import { digicel, natcom } from '../../testing/topup-fixtures';
import ScheduledPage from './ScheduledPage';
import { enter } from '../../testing/enter';

type SavedRecipient = z.infer<typeof savedRecipient>;

vi.mock('../../ui/AppShell', () => ({ AppShell: ({ children }: { children: React.ReactNode }) => <main>{children}</main> }));

const saved = (id: string, name: string, operatorId: number | null, recipientNumber: string): SavedRecipient => ({
  id,
  name,
  countryIso: 'HT',
  recipientNumber,
  operatorId,
  createdAt: '2026-03-01T00:00:00.000Z',
});
const manman = saved('r1', 'Manman', digicel.id, '+50937123456');
const tonton = saved('r2', 'Tonton', natcom.id, '+50934121205');
const noOperator = saved('r3', 'Kouzen', null, '+50938000000');

function server(recipients: SavedRecipient[], onCreate: (call: Call) => { status?: number; body?: unknown } = () => ({ body: {} })) {
  return fakeServer((call) => {
    if (call.path === '/api/schedules' && call.method === 'GET') return { body: { schedules: [], priceTolerancePercent: 5 } };
    if (call.path === '/api/schedules' && call.method === 'POST') return onCreate(call);
    if (call.path === '/api/recipients') return { body: { recipients } };
    if (call.path === '/api/catalogue/countries/HT/operators') return { body: { operators: [digicel, natcom] } };
    return undefined;
  });
}
const created = () => ({ body: { schedule: { upcoming: ['2026-12-03'] } } });
const posted = (calls: Call[]) => calls.find((c) => c.method === 'POST' && c.path === '/api/schedules')?.body;

describe('/scheduled: a new automatic top-up for a saved recipient', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens with the recipient a link names, and sets it up monthly for a typed amount', async () => {
    const { calls } = server([manman, tonton, noOperator], created);
    renderStrict(<ScheduledPage />, '/scheduled?recipient=r1');
    const recipient = (await screen.findByTestId('new-schedule-recipient')) as HTMLSelectElement;
    expect(recipient.value).toBe('r1');
    // A saved recipient without an operator cannot be scheduled: not offered.
    expect([...recipient.options].map((o) => o.value)).toEqual(['r1', 'r2']);
    expect(await screen.findByText('From $1.00 to $100.00')).toBeTruthy();

    fireEvent.click(screen.getByTestId('new-schedule-submit'));
    expect(await screen.findByText(en.validation.enterAmount)).toBeTruthy();
    expect(posted(calls)).toBeUndefined();

    enter(screen.getByTestId('new-schedule-amount'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('repeat-monthly'));
    enter(screen.getByTestId('repeat-day'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('new-schedule-submit'));
    expect((await screen.findByTestId('new-schedule-done')).getAttribute('role')).toBe('status');
    expect(posted(calls)).toEqual({
      countryIso: 'HT',
      operatorId: digicel.id,
      recipientNumber: manman.recipientNumber,
      amountCents: 1000,
      frequency: 'monthly',
      runDay: 3,
    });
  });

  it("offers a fixed-amount operator's own amounts", async () => {
    const { calls } = server([manman, tonton], created);
    renderStrict(<ScheduledPage />, '/scheduled');
    fireEvent.click(await screen.findByTestId('new-schedule-open'));
    enter(await screen.findByTestId('new-schedule-recipient'), { target: { value: 'r2' } });
    // A list of the operator's amounts once its operator is known (the typed amount's field until then).
    const amount = (await screen.findByRole('combobox', { name: en.schedules.form.amount })) as HTMLSelectElement;
    await waitFor(() => expect([...amount.options].map((o) => o.value)).toEqual(['500', '1000', '1500']));
    enter(amount, { target: { value: '1000' } });
    fireEvent.click(screen.getByTestId('new-schedule-submit'));
    await screen.findByTestId('new-schedule-done');
    expect(posted(calls)).toMatchObject({ operatorId: natcom.id, recipientNumber: tonton.recipientNumber, amountCents: 1000 });
  });

  it("shows the server's refusal of an amount at the field", async () => {
    server([manman], () => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'The operator does not offer this amount.',
          details: [{ field: 'amountCents', code: 'validation.amountRange', message: 'The operator does not offer this amount.' }],
        },
      },
    }));
    renderStrict(<ScheduledPage />, '/scheduled?recipient=r1');
    enter(await screen.findByTestId('new-schedule-amount'), { target: { value: '500' } });
    fireEvent.click(screen.getByTestId('new-schedule-submit'));
    expect(await screen.findByText(en.validation.amountRange)).toBeTruthy();
    expect(screen.queryByTestId('new-schedule-done')).toBeNull();
  });

  it('with no saved recipient, says how to get one', async () => {
    server([noOperator]);
    renderStrict(<ScheduledPage />, '/scheduled');
    fireEvent.click(await screen.findByTestId('new-schedule-open'));
    expect(await screen.findByText(en.schedules.newForm.noRecipients)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.schedules.newForm.sendFirst }).getAttribute('href')).toBe('/send-topup');
  });
});
