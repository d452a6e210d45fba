// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError, request } from './api';

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
});
