import { useQuery } from '@tanstack/react-query';
import type { Basket, BasketItemRequest } from '../../../shared/api/baskets';
import { request } from '../../lib/api';

/** A basket item as the builder keeps it: what the server prices, and how to show it before it is priced. */
export interface BasketDraftItem extends BasketItemRequest {
  /** A saved recipient's name, when picked from them. */
  name: string | null;
  operatorName: string;
}

const basketKeys = {
  detail: (id: string) => ['baskets', 'detail', id] as const,
};

const enc = encodeURIComponent;

/** The basket calls (src/server/features/baskets/routes.ts). */
export const basketsApi = {
  quote: (items: BasketItemRequest[]) =>
    request<Basket>('/api/baskets/quotes', { method: 'POST', body: { items, paymentMethod: 'wallet' } }),
  get: (id: string) => request<Basket>(`/api/baskets/${enc(id)}`),
  /** Pays the basket; `idempotencyKey` is made once per press of Pay and kept across its retries. */
  send: (id: string, idempotencyKey: string) =>
    request<Basket>(`/api/baskets/${enc(id)}/send`, { method: 'POST', body: {}, headers: { 'idempotency-key': idempotencyKey } }),
};

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
