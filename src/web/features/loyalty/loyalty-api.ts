import { useQuery } from '@tanstack/react-query';
import type { LoyaltySummary, RedemptionResponse } from '../../../shared/api/loyalty';
import { request } from '../../lib/api';

/** Query keys of loyalty; refreshed with the wallet when a top-up settles or points are redeemed. */
export const loyaltyKeys = {
  all: ['loyalty'] as const,
};

/** The loyalty calls (src/server/features/loyalty/routes.ts). */
export const loyaltyApi = {
  summary: () => request<LoyaltySummary>('/api/loyalty'),
  redeem: (points: number, idempotencyKey: string) =>
    request<RedemptionResponse>('/api/loyalty/redemptions', {
      method: 'POST',
      body: { points },
      headers: { 'idempotency-key': idempotencyKey },
    }),
};

/**
 * Points, level, rules and history of the signed-in person. Points move when a top-up is delivered, which
 * the web does not always witness, so every screen that shows them asks again when it opens.
 */
export function useLoyalty() {
  return useQuery({ queryKey: loyaltyKeys.all, queryFn: loyaltyApi.summary, refetchOnMount: 'always' });
}
