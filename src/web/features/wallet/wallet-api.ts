import { useQuery } from '@tanstack/react-query';
import type { Funding, FundingQuote, WalletSummary, WalletTransaction } from '../../../shared/api/wallet';
// Types only from the settings' schemas: zod stays out of the wallet's code (the shipped limits are business.ts's).
import type { AddFundsLimits } from '../../../shared/api/admin-settings';
import { ADD_FUNDS_MAX_CENTS, ADD_FUNDS_MIN_CENTS, WALLET_ACTIVITY_PAGE_SIZE } from '../../../shared/business';
import { request } from '../../lib/api';

export interface WalletTransactionsPage {
  transactions: WalletTransaction[];
  nextCursor: string | null;
}

export interface PayPalStatus {
  mode: 'sandbox' | 'live';
  feePercentBasisPoints: number;
  feeFixedCents: number;
  /** The add-funds limits in force (ADR 0033). */
  addFundsMinCents?: number;
  addFundsMaxCents?: number;
}

/** Query keys of the wallet; everything under `all` is refreshed when money moves. */
export const walletKeys = {
  all: ['wallet'] as const,
  summary: ['wallet', 'summary'] as const,
  transactions: ['wallet', 'transactions'] as const,
  quote: (amountCents: number) => ['wallet', 'quote', amountCents] as const,
  paypal: ['wallet', 'paypal'] as const,
};

/** The wallet calls (src/server/features/wallet/routes.ts); every one needs a signed-in person. */
export const walletApi = {
  summary: () => request<WalletSummary>('/api/wallet'),
  transactions: (before?: string | null) => {
    const query = new URLSearchParams({ limit: String(WALLET_ACTIVITY_PAGE_SIZE) });
    if (before) query.set('before', before);
    return request<WalletTransactionsPage>(`/api/wallet/transactions?${query}`);
  },
  quote: (amountCents: number) => request<FundingQuote>(`/api/wallet/funding/quote?amountCents=${amountCents}`),
  paypal: () => request<PayPalStatus>('/api/wallet/paypal'),
  /** By card: PayPal's guest checkout opens first (ADR 0069); the same payment and fee as with a PayPal account. */
  startFunding: ({ amountCents, byCard = false }: { amountCents: number; byCard?: boolean }) =>
    request<{ funding: Funding; approveUrl: string }>('/api/wallet/funding', {
      method: 'POST',
      body: byCard ? { amountCents, paypalCheckout: 'card' } : { amountCents },
    }),
  funding: (id: string) => request<Funding>(`/api/wallet/funding/${encodeURIComponent(id)}`),
  capture: (id: string) => request<Funding>(`/api/wallet/funding/${encodeURIComponent(id)}/capture`, { method: 'POST', body: {} }),
  cancel: (id: string) => request<Funding>(`/api/wallet/funding/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: {} }),
};

/** Balance and the three stats, shared by the dashboard and /wallet. */
export function useWalletSummary(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: walletKeys.summary, queryFn: walletApi.summary, enabled: options.enabled ?? true });
}

/** Which PayPal is configured and its fee. */
export function usePayPalStatus() {
  return useQuery({ queryKey: walletKeys.paypal, queryFn: walletApi.paypal });
}

/** The add-funds limits in force (staff set them, ADR 0033); the shipped ones until the server has answered. */
export function useAddFundsLimits(): AddFundsLimits {
  const { data } = usePayPalStatus();
  return {
    minCents: data?.addFundsMinCents ?? ADD_FUNDS_MIN_CENTS,
    maxCents: data?.addFundsMaxCents ?? ADD_FUNDS_MAX_CENTS,
  };
}
