import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GoodwillRequest,
  ReconciliationItem,
  ReconciliationRun,
  ResolveTopupRequest,
  TopupDetail,
  TransactionsPage,
} from '../../../shared/api/admin-transactions';
import { request } from '../../lib/api';

/** The Transactions tab's filters, as the form holds them (text); empty ones are left out of the address. */
export interface TransactionFilters {
  kind?: string;
  status?: string;
  from?: string;
  to?: string;
  country?: string;
  operatorId?: string;
  minCents?: string;
  maxCents?: string;
  user?: string;
  needsAttention?: string;
}

function transactionsQueryString(filters: TransactionFilters, cursor?: string | null): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (typeof value === 'string' && value.trim()) query.set(key, value.trim());
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Every top-up and funding, newest first, a page at a time (src/server/features/topups/staff/staff-routes.ts). */
export function useTransactions(filters: TransactionFilters) {
  return useInfiniteQuery({
    queryKey: ['admin', 'transactions', filters],
    queryFn: ({ pageParam }) => request<TransactionsPage>(`/api/admin/transactions${transactionsQueryString(filters, pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const csvHref = (filters: TransactionFilters) => `/api/admin/transactions.csv${transactionsQueryString(filters)}`;

export function useTopupDetail(id: string) {
  return useQuery({ queryKey: ['admin', 'topup', id], queryFn: () => request<TopupDetail>(`/api/admin/topups/${encodeURIComponent(id)}`) });
}

/** A decision on a top-up: the answer is its page, as it is now. */
function useTopupAction<Body>(id: string, action: 'resolve' | 'goodwill') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => request<TopupDetail>(`/api/admin/topups/${encodeURIComponent(id)}/${action}`, { body }),
    onSuccess: (detail) => {
      client.setQueryData(['admin', 'topup', id], detail);
      void client.invalidateQueries({ queryKey: ['admin', 'transactions'] });
    },
  });
}
export const useResolveTopup = (id: string) => useTopupAction<ResolveTopupRequest>(id, 'resolve');
export const useGoodwill = (id: string) => useTopupAction<GoodwillRequest>(id, 'goodwill');

export function useReconciliationRuns() {
  return useQuery({
    queryKey: ['admin', 'reconciliation', 'runs'],
    queryFn: () => request<{ runs: ReconciliationRun[] }>('/api/admin/reconciliation/runs'),
  });
}

export function useOpenMismatches() {
  return useQuery({
    queryKey: ['admin', 'reconciliation', 'items'],
    queryFn: () => request<{ items: ReconciliationItem[] }>('/api/admin/reconciliation/items?state=open'),
  });
}

export function useStartRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (date: string | undefined) => request<ReconciliationRun>('/api/admin/reconciliation/runs', { body: date ? { date } : {} }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'reconciliation'] }),
  });
}

export function useResolveMismatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      request<ReconciliationItem>(`/api/admin/reconciliation/items/${id}/resolve`, { body: { note } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'reconciliation'] }),
  });
}
