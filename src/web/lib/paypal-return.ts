import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** What PayPal's redirect back says: which payment, and whether the person cancelled or approved it. */
export interface PayPalReturn {
  fundingId: string | null;
  cancelled: boolean;
  /** The address is PayPal sending the person back: `funding=<id>` with `cancelled=1`, or PayPal's `token`/`PayerID`. */
  back: boolean;
}

/**
 * Reads PayPal's redirect back from the address: `funding=<id>` (ours, in the return and cancel URLs) with
 * `token=…&PayerID=…` (PayPal's, on approval) or `cancelled=1` (ours, on "Cancel and return"). The wallet's
 * return page is only ever reached from PayPal, so there `funding=<id>` alone is a return (`fundingAlone`).
 */
export function readPayPalReturn(params: URLSearchParams, { fundingAlone = false } = {}): PayPalReturn {
  const fundingId = params.get('funding');
  const cancelled = params.get('cancelled') === '1';
  const back = Boolean(fundingId) && (fundingAlone || cancelled || params.has('token') || params.has('PayerID'));
  return { fundingId, cancelled, back };
}

/**
 * Records a PayPal return once per (id, funding, cancelled): a ref keeps StrictMode's double effect from
 * posting twice (the server would answer the same anyway, every return is idempotent). The feature says
 * how to record (`record`) and what to do with the answer (`onRecorded`: update its cache, tell the person,
 * tidy the address so a reload does not record again); `retry` records again after an error.
 * `returning` holds from the return until the address no longer says so, or the recording failed.
 */
export function usePayPalReturn<T>({
  id,
  back,
  record,
  onRecorded,
  onError,
}: {
  /** What was paid for (the top-up, the basket, the wallet funding); null: nothing to record. */
  id: string | null;
  back: PayPalReturn;
  record: (cancelled: boolean) => Promise<T>;
  onRecorded: (result: T) => void;
  onError?: (error: Error) => void;
}) {
  const { fundingId, cancelled } = back;
  const active = Boolean(id) && back.back;
  const mutation = useMutation({ mutationFn: () => record(cancelled), onSuccess: onRecorded, onError });

  const recorded = useRef<string | null>(null);
  const { mutate } = mutation;
  useEffect(() => {
    if (!active) return;
    const key = `${id}:${fundingId}:${cancelled}`;
    if (recorded.current === key) return;
    recorded.current = key;
    mutate();
  }, [active, id, fundingId, cancelled, mutate]);

  return {
    returning: active && !mutation.isError,
    cancelled,
    error: mutation.error,
    retry: () => mutate(),
    busy: mutation.isPending,
  };
}
