// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPayPalReturn, usePayPalReturn, type PayPalReturn } from './paypal-return';

/** A promise the test settles when it chooses, so "busy" can be seen while the recording is on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * The hook as the app runs it: under a root-level StrictMode (React runs effects twice there; Preact, which the app
 * runs on, once), with the app's mutation defaults.
 */
function renderReturn(initial: { id: string | null; back: PayPalReturn }, record: (cancelled: boolean) => Promise<string>) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const onRecorded = vi.fn();
  const hook = renderHook((props: { id: string | null; back: PayPalReturn }) => usePayPalReturn({ ...props, record, onRecorded }), {
    wrapper,
    // At the root, as in main.tsx: a StrictMode inside the wrapper would not run the effects twice.
    reactStrictMode: true,
    initialProps: initial,
  });
  return { ...hook, onRecorded };
}

const approved = readPayPalReturn(new URLSearchParams('topup=t1&funding=f1&token=T1&PayerID=P1'));

describe('readPayPalReturn', () => {
  it("reads PayPal's redirect back: approved (token or PayerID) or cancelled", () => {
    expect(approved).toEqual({ fundingId: 'f1', cancelled: false, back: true });
    expect(readPayPalReturn(new URLSearchParams('funding=f1&PayerID=P1'))).toEqual({ fundingId: 'f1', cancelled: false, back: true });
    expect(readPayPalReturn(new URLSearchParams('funding=f1&cancelled=1'))).toEqual({ fundingId: 'f1', cancelled: true, back: true });
  });

  it('is no return without our funding id, or (except on the wallet) without a word from PayPal', () => {
    expect(readPayPalReturn(new URLSearchParams('topup=t1&token=T1&cancelled=1'))).toEqual({
      fundingId: null,
      cancelled: true,
      back: false,
    });
    expect(readPayPalReturn(new URLSearchParams('topup=t1&funding=f1'))).toEqual({ fundingId: 'f1', cancelled: false, back: false });
    expect(readPayPalReturn(new URLSearchParams('funding=f1'), { fundingAlone: true })).toEqual({
      fundingId: 'f1',
      cancelled: false,
      back: true,
    });
    expect(readPayPalReturn(new URLSearchParams(''), { fundingAlone: true }).back).toBe(false);
  });
});

describe('usePayPalReturn', () => {
  afterEach(() => {
    cleanup();
  });

  it("records the return once under StrictMode's double effect, and hands the answer over", async () => {
    const answer = deferred<string>();
    const record = vi.fn(() => answer.promise);
    const { result, onRecorded } = renderReturn({ id: 't1', back: approved }, record);

    expect(result.current).toMatchObject({ returning: true, cancelled: false, error: null });
    await waitFor(() => expect(result.current.busy).toBe(true));
    expect(record).toHaveBeenCalledTimes(1);
    expect(record).toHaveBeenCalledWith(false);

    await act(async () => answer.resolve('recorded'));
    await waitFor(() => expect(onRecorded).toHaveBeenCalledTimes(1));
    expect(onRecorded.mock.calls[0]![0]).toBe('recorded');
    // The mutation's settled state reaches the hook on the query library's next tick, after onSuccess.
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(record).toHaveBeenCalledTimes(1);
  });

  it('records again for another key (another payment, or the same one cancelled), never twice for one', async () => {
    const record = vi.fn(() => Promise.resolve('recorded'));
    const { rerender, onRecorded } = renderReturn({ id: 't1', back: approved }, record);
    await waitFor(() => expect(onRecorded).toHaveBeenCalledTimes(1));

    rerender({ id: 't1', back: { ...approved } }); // the same return, read again from the address
    rerender({ id: 't1', back: { fundingId: 'f2', cancelled: false, back: true } });
    await waitFor(() => expect(onRecorded).toHaveBeenCalledTimes(2));
    rerender({ id: 't1', back: { fundingId: 'f2', cancelled: true, back: true } });
    await waitFor(() => expect(onRecorded).toHaveBeenCalledTimes(3));
    rerender({ id: 't2', back: { fundingId: 'f2', cancelled: true, back: true } });
    await waitFor(() => expect(onRecorded).toHaveBeenCalledTimes(4));

    expect(record.mock.calls).toEqual([[false], [false], [true], [true]]);
  });

  it('does nothing without return parameters, or without the thing paid for', () => {
    const record = vi.fn(() => Promise.resolve('recorded'));
    const { result, rerender } = renderReturn({ id: 't1', back: readPayPalReturn(new URLSearchParams('topup=t1')) }, record);
    expect(result.current).toMatchObject({ returning: false, cancelled: false, error: null, busy: false });

    rerender({ id: 't1', back: readPayPalReturn(new URLSearchParams('topup=t1&funding=f1')) });
    rerender({ id: null, back: approved });
    expect(result.current.returning).toBe(false);
    expect(record).not.toHaveBeenCalled();
  });

  it('exposes the error, stops "returning", and records again on retry', async () => {
    const record = vi
      .fn<(cancelled: boolean) => Promise<string>>()
      .mockRejectedValueOnce(new Error('PayPal could not be reached.'))
      .mockResolvedValueOnce('recorded');
    const cancelled = readPayPalReturn(new URLSearchParams('basket=b1&funding=f1&cancelled=1&token=T1'));
    const { result, onRecorded } = renderReturn({ id: 'b1', back: cancelled }, record);

    await waitFor(() => expect(result.current.error?.message).toBe('PayPal could not be reached.'));
    expect(result.current).toMatchObject({ returning: false, cancelled: true, busy: false });
    expect(onRecorded).not.toHaveBeenCalled();

    act(() => result.current.retry());
    await waitFor(() => expect(onRecorded).toHaveBeenCalledTimes(1));
    expect(result.current).toMatchObject({ returning: true, error: null, busy: false });
    expect(record.mock.calls).toEqual([[true], [true]]);
  });
});
