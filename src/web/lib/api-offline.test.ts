// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError, request } from './api';
import { forgetOfflineData, oldestKeptAnswer } from './offline-data';
import { STORED_AT_HEADER } from './offline-rules';

describe('request', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('offline: fails at once with an offline NetworkError, and nothing leaves the phone', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const failure = await request('/api/topups', { body: { quoteId: 'q' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as NetworkError).offline).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a request the network drops is a NetworkError, not offline when the phone says it is online', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const failure = await request('/api/wallet').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as NetworkError).offline).toBe(false);
  });

  it('offline, a read still goes out, so the service worker can answer with its last copy, and notes how old it is', async () => {
    const kept = new Response('{"balanceCents":2000}', { headers: { [STORED_AT_HEADER]: '2026-11-24T07:30:00.000Z' } });
    const fetchMock = vi.fn(async () => kept);
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(request('/api/wallet')).resolves.toEqual({ balanceCents: 2000 });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(oldestKeptAnswer()).toBe('2026-11-24T07:30:00.000Z');

    fetchMock.mockResolvedValueOnce(new Response('{"balanceCents":2500}'));
    await request('/api/wallet');
    expect(oldestKeptAnswer()).toBeNull(); // a fresh answer replaces the copy on screen
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('offline, a %s fails at once and never leaves the phone', async (method) => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const failure = await request('/api/recipients/r1', { method }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signing out forgets which copies were on screen', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { headers: { [STORED_AT_HEADER]: '2026-11-24T07:00:00.000Z' } })),
    );
    await request('/api/recipients');
    expect(oldestKeptAnswer()).not.toBeNull();
    await forgetOfflineData();
    expect(oldestKeptAnswer()).toBeNull();
  });
});
