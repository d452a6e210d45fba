import { useQuery } from '@tanstack/react-query';
import type { Basket, BasketItemRequest, BasketSent } from '../../../shared/api/baskets';
import { request } from '../../lib/api';

/** A basket item as the builder keeps it: what the server prices, and how to show it before it is priced. */
export interface BasketDraftItem extends BasketItemRequest {
  /** A saved recipient's name, or a contact's from the phone's contacts, when picked from them. */
  name: string | null;
  operatorName: string;
}

export const basketKeys = {
  detail: (id: string) => ['baskets', 'detail', id] as const,
};

const enc = encodeURIComponent;

/** The basket calls (src/server/features/baskets/routes.ts). */
export const basketsApi = {
  quote: (items: BasketItemRequest[], paymentMethod: BasketPaymentMethod) =>
    request<Basket>('/api/baskets/quotes', { method: 'POST', body: { items, paymentMethod } }),
  get: (id: string) => request<Basket>(`/api/baskets/${enc(id)}`),
  /** Pays the basket; `idempotencyKey` is made once per press of Pay and kept across its retries. */
  /** By card: the basket's one PayPal payment opens on PayPal's guest checkout (ADR 0069). */
  send: (id: string, idempotencyKey: string, byCard = false) =>
    request<BasketSent>(`/api/baskets/${enc(id)}/send`, {
      method: 'POST',
      body: byCard ? { paypalCheckout: 'card' } : {},
      headers: { 'idempotency-key': idempotencyKey },
    }),
  /** Back from PayPal's approval page: takes the basket's one payment (or records its cancel). */
  paypalReturn: (id: string, cancelled: boolean) =>
    request<Basket>(`/api/baskets/${enc(id)}/paypal-return`, { method: 'POST', body: { cancelled } }),
};

export type BasketPaymentMethod = Basket['paymentMethod'];

/** Leaving for PayPal's approval page (a seam for tests). */
export const leaveForPayPal = { go: (url: string) => window.location.assign(url) };

/** A top-up of the basket still moving is asked again every 2 s; once all have settled, no more. */
const LIVE_REFETCH_MS = 2000;

export function useBasket(id: string | null) {
  return useQuery({
    queryKey: basketKeys.detail(id ?? ''),
    queryFn: () => basketsApi.get(id!),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.topup?.status === 'pending') ? LIVE_REFETCH_MS : false),
  });
}

export const basketPath = (id: string) => `/basket?id=${enc(id)}`;
