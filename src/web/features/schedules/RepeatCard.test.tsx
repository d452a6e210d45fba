// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import en from '../../i18n/en.json';
import { fakeServer } from '../../testing/fake-server';
import { renderStrict } from '../../testing/render-strict';
import { topup } from '../../testing/topup-fixtures';
import { RepeatCard } from './RepeatCard';
import { enter } from '../../testing/enter';

describe('RepeatCard', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('repeats a delivered top-up monthly on the chosen day, from the wallet', async () => {
    const delivered = topup({ status: 'completed', stage: 'delivered' });
    const { calls } = fakeServer(({ method, path }) =>
      method === 'POST' && path === '/api/schedules' ? { body: { schedule: { upcoming: ['2026-12-03'] } } } : undefined,
    );
    renderStrict(<RepeatCard topup={delivered} />, '/payment-summary');
    expect(screen.getByText(en.schedules.walletOnly)).toBeTruthy();
    fireEvent.click(screen.getByTestId('repeat-monthly'));
    enter(screen.getByTestId('repeat-day'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('repeat-submit'));
    await waitFor(() => expect(screen.getByTestId('repeat-done')).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      countryIso: delivered.countryIso,
      operatorId: delivered.operatorId,
      recipientNumber: delivered.recipientNumber,
      amountCents: delivered.amountCents,
      frequency: 'monthly',
      runDay: 3,
    });
  });

  it('a press retried after no answer came carries the same Idempotency-Key; a changed day, a new one', async () => {
    const delivered = topup({ status: 'completed', stage: 'delivered' });
    let answer = false;
    const { calls, headerOf } = fakeServer(({ method, path }) => {
      if (method !== 'POST' || path !== '/api/schedules') return undefined;
      if (!answer) throw new TypeError('Failed to fetch');
      return { body: { schedule: { upcoming: ['2026-12-03'] } } };
    });
    renderStrict(<RepeatCard topup={delivered} />, '/payment-summary');
    fireEvent.click(screen.getByTestId('repeat-submit'));
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    fireEvent.click(screen.getByTestId('repeat-submit'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    fireEvent.click(screen.getByTestId('repeat-monthly'));
    answer = true;
    fireEvent.click(screen.getByTestId('repeat-submit'));
    await waitFor(() => expect(screen.getByTestId('repeat-done')).toBeTruthy());
    const keys = calls.filter((c) => c.method === 'POST').map((c) => headerOf(c, 'idempotency-key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/.{8,}/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('is not offered for a top-up that was not delivered', () => {
    fakeServer(() => undefined);
    renderStrict(<RepeatCard topup={topup({ status: 'failed' })} />, '/payment-summary');
    expect(screen.queryByTestId('repeat-submit')).toBeNull();
  });
});
