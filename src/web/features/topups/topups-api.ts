import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CatalogueCountry,
  CatalogueOperator,
  FeeSchedule,
  PaymentMethod,
  Quote,
  Topup,
  detectResponse,
  savedRecipient,
  transactionsResponse,
} from '../../../shared/api/topups';
import type { PayPalCheckout } from '../../../shared/api/paypal-checkout';
import { request } from '../../lib/api';

export type DetectResult = z.infer<typeof detectResponse>;
export type SavedRecipient = z.infer<typeof savedRecipient>;
export type TransactionsList = z.infer<typeof transactionsResponse>;
export type HistoryTransaction = TransactionsList['transactions'][number];

export interface QuoteInput {
  countryIso: string;
  operatorId: number;
  recipientNumber: string;
  amountCents: number;
  paymentMethod: PaymentMethod;
  promoCode?: string;
  textRecipient?: boolean;
  recipientMessage?: string;
}

export interface SaveRecipientInput {
  name: string;
  countryIso: string;
  recipientNumber: string;
  operatorId: number | null;
}

/** Query keys of top-ups; everything under `all` is refreshed when a top-up is sent or settles. */
export const topupKeys = {
  all: ['topups'] as const,
  countries: ['topups', 'countries'] as const,
  operators: (iso: string) => ['topups', 'operators', iso.toUpperCase()] as const,
  fees: ['topups', 'fees'] as const,
  list: ['topups', 'list'] as const,
  transactions: ['topups', 'transactions'] as const,
  detail: (id: string) => ['topups', 'detail', id] as const,
  quote: (id: string) => ['topups', 'quote', id] as const,
  recipients: ['topups', 'recipients'] as const,
};

const enc = encodeURIComponent;

/** The top-up calls (src/server/features/topups/routes.ts, recipients/recipients.ts); every one needs a signed-in person. */
export const topupsApi = {
  countries: () => request<{ countries: CatalogueCountry[] }>('/api/catalogue/countries'),
  operators: (iso: string) => request<{ operators: CatalogueOperator[] }>(`/api/catalogue/countries/${enc(iso.toUpperCase())}/operators`),
  detect: (countryIso: string, recipientNumber: string) =>
    request<DetectResult>('/api/catalogue/detect', { method: 'POST', body: { countryIso, recipientNumber } }),
  fees: () => request<FeeSchedule>('/api/topups/fees'),
  quote: (input: QuoteInput) => request<Quote>('/api/topups/quotes', { method: 'POST', body: input }),
  /** One of the person's own quotes, read back (another person's answers 404). */
  getQuote: (id: string) => request<Quote>(`/api/quotes/${enc(id)}`),
  /** Sends a quoted top-up; `idempotencyKey` is made once per press of "Send now" and kept across its retries. */
  send: (quoteId: string, idempotencyKey: string, paypalCheckout?: PayPalCheckout, creditRequest?: string) =>
    request<{ topup: Topup; approveUrl: string | null }>('/api/topups', {
      method: 'POST',
      body: { quoteId, ...(paypalCheckout ? { paypalCheckout } : {}), ...(creditRequest ? { creditRequest } : {}) },
      headers: { 'idempotency-key': idempotencyKey },
    }),
  get: (id: string) => request<Topup>(`/api/topups/${enc(id)}`),
  paypalReturn: (id: string, cancelled: boolean) =>
    request<Topup>(`/api/topups/${enc(id)}/paypal-return`, { method: 'POST', body: { cancelled } }),
  /** A failed top-up paid with PayPal: everything paid goes back to PayPal instead of the wallet. */
  refundToPayPal: (id: string) => request<Topup>(`/api/topups/${enc(id)}/refund-to-paypal`, { method: 'POST', body: {} }),
  list: () => request<{ topups: Topup[] }>('/api/topups'),
  transactions: () => request<TransactionsList>('/api/transactions'),
  recipients: () => request<{ recipients: SavedRecipient[] }>('/api/recipients'),
  saveRecipient: (input: SaveRecipientInput) => request<SavedRecipient>('/api/recipients', { method: 'POST', body: input }),
  deleteRecipient: (id: string) => request<{ ok: true }>(`/api/recipients/${enc(id)}`, { method: 'DELETE' }),
};

/** Every destination country (159+), with its calling code and smallest top-up. The catalogue changes rarely. */
export function useCountries() {
  return useQuery({ queryKey: topupKeys.countries, queryFn: async () => (await topupsApi.countries()).countries, staleTime: 10 * 60_000 });
}

/** The operators of one country (none asked while no country is chosen). */
export function useOperators(iso: string | null | undefined) {
  return useQuery({
    queryKey: topupKeys.operators(iso ?? ''),
    queryFn: async () => (await topupsApi.operators(iso!)).operators,
    enabled: Boolean(iso),
    staleTime: 10 * 60_000,
  });
}

/** The history list (GET /api/transactions, docs/product-rules.md#history). */
export function useTransactions() {
  return useQuery({ queryKey: topupKeys.transactions, queryFn: async () => (await topupsApi.transactions()).transactions });
}

/** The fee schedule, shown before quoting. */
export function useFees() {
  return useQuery({ queryKey: topupKeys.fees, queryFn: topupsApi.fees, staleTime: 10 * 60_000 });
}

/** Saved recipients of the signed-in person. */
export function useRecipients() {
  return useQuery({ queryKey: topupKeys.recipients, queryFn: async () => (await topupsApi.recipients()).recipients });
}

/**
 * A held quote, kept in one place: this cache entry. "Review" and a new price put it here before opening
 * /payment-summary?quote=<id>; after a reload or a link opened anew it is read back from the server.
 */
export function useQuote(id: string) {
  return useQuery({ queryKey: topupKeys.quote(id), queryFn: () => topupsApi.getQuote(id) });
}

/** What priced a quote, to price it again (when it runs out, or with the other way to pay). */
export const quoteInputOf = (quote: Quote): QuoteInput => ({
  countryIso: quote.countryIso,
  operatorId: quote.operatorId,
  recipientNumber: quote.recipientNumber,
  amountCents: quote.amountCents,
  paymentMethod: quote.paymentMethod,
  ...(quote.promoCode ? { promoCode: quote.promoCode } : {}),
  textRecipient: quote.textRecipient,
});

/** A top-up still moving is asked again every 2 s; a settled one is not. */
export const LIVE_REFETCH_MS = 2000;

/** One top-up, refreshed every 2 s while it is pending (stops when it settles). */
export function useTopup(id: string | null | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: topupKeys.detail(id ?? ''),
    queryFn: () => topupsApi.get(id!),
    enabled: Boolean(id) && (options.enabled ?? true),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? LIVE_REFETCH_MS : false),
  });
}
