// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetOfflineData, noteAnswer, oldestKeptAnswer } from '../lib/offline-data';
import { FIRST_RETRY_MS, MAX_RETRY_MS, RefreshWhenBackOnline } from './RefreshWhenBackOnline';

const KEPT_AT = '2026-11-24T09:41:00.000Z';

/** A screen reading /api/wallet through a connection that gives the worker's copy `weakAnswers` times. */
function renderWalletOn(connection: { weakAnswers: number; asks: number }) {
  function Wallet() {
    useQuery({
      queryKey: ['wallet'],
      queryFn: async () => {
        connection.asks++;
        const weak = connection.asks <= connection.weakAnswers;
        noteAnswer('/api/wallet', weak ? KEPT_AT : null);
        return { balanceCents: 200 };
      },
    });
    return null;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, networkMode: 'always' } } });
  render(
    <QueryClientProvider client={client}>
      <RefreshWhenBackOnline />
      <Wallet />
    </QueryClientProvider>,
  );
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

/** Lets the timers due within `ms` fire and the asks they start answer. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('RefreshWhenBackOnline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    await forgetOfflineData();
  });

  it('online but answered from the copy: asks again, less often each time, until a fresh answer takes the note down', async () => {
    const connection = { weakAnswers: 3, asks: 0 };
    renderWalletOn(connection);
    await pass(0);
    expect(connection.asks).toBe(1);
    expect(oldestKeptAnswer()).toBe(KEPT_AT);

    await pass(FIRST_RETRY_MS - 1);
    expect(connection.asks).toBe(1); // not before its time
    await pass(1);
    expect(connection.asks).toBe(2);
    expect(oldestKeptAnswer()).toBe(KEPT_AT); // still the copy: the banner stays up meanwhile

    await pass(2 * FIRST_RETRY_MS - 1);
    expect(connection.asks).toBe(2); // the wait doubled
    await pass(1);
    expect(connection.asks).toBe(3);

    await pass(4 * FIRST_RETRY_MS);
    expect(connection.asks).toBe(4);
    expect(oldestKeptAnswer()).toBeNull(); // fresh at last

    await pass(MAX_RETRY_MS * 2);
    expect(connection.asks).toBe(4); // and nothing more is asked
  });

  it('offline: asks nothing until the connection returns, then at once', async () => {
    const connection = { weakAnswers: 1, asks: 0 };
    setOnline(false);
    renderWalletOn(connection);
    await pass(0);
    expect(oldestKeptAnswer()).toBe(KEPT_AT);
    await pass(MAX_RETRY_MS * 3);
    expect(connection.asks).toBe(1);

    setOnline(true);
    await pass(0);
    expect(connection.asks).toBe(2);
    expect(oldestKeptAnswer()).toBeNull();
  });

  it('a copy noted for a screen no longer shown stops counting after the next ask', async () => {
    const connection = { weakAnswers: 0, asks: 0 };
    renderWalletOn(connection);
    await pass(0);
    act(() => noteAnswer('/api/referrals', KEPT_AT)); // a screen closed since, answered from its copy
    expect(oldestKeptAnswer()).toBe(KEPT_AT);
    await pass(FIRST_RETRY_MS);
    expect(oldestKeptAnswer()).toBeNull();
  });
});
