import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOperator, AdminPromotion, PromotionInput, SettingEntry, SettingKey } from '../../../shared/api/admin-settings';
import { request } from '../../lib/api';

/** The Settings tab's calls (src/server/features/settings/admin-routes.ts). */
export function useSettings() {
  return useQuery({
    queryKey: ['admin', 'settings'],
    queryFn: () => request<{ settings: SettingEntry[] }>('/api/admin/settings').then((answer) => answer.settings),
  });
}

export function useUpdateSetting(key: SettingKey) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (value: unknown) => request<SettingEntry>(`/api/admin/settings/${key}`, { method: 'PUT', body: { value } }),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['admin', 'settings'] }),
  });
}

export function useOperators(search: string) {
  return useQuery({
    queryKey: ['admin', 'operators', search],
    queryFn: () =>
      request<{ operators: AdminOperator[] }>(
        // Without a search, the first few (switched-off ones first); a search shows more.
        `/api/admin/operators?${new URLSearchParams({ search, limit: search ? '50' : '8' })}`,
      ).then((answer) => answer.operators),
  });
}

export function useSetOperatorEnabled() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      request<AdminOperator>(`/api/admin/operators/${id}`, { method: 'PUT', body: { enabled } }),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['admin', 'operators'] }),
  });
}

export function useSyncCatalogue() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request<{ synced: boolean; countries: number; operators: number; promotions: number }>('/api/admin/catalogue/sync', {
        method: 'POST',
        body: {},
      }),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['admin', 'operators'] }),
  });
}

export function usePromotions() {
  return useQuery({
    queryKey: ['admin', 'promotions'],
    queryFn: () => request<{ promotions: AdminPromotion[] }>('/api/admin/promotions').then((answer) => answer.promotions),
  });
}

export function useSavePromotion() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PromotionInput }) =>
      request<AdminPromotion>(id ? `/api/admin/promotions/${id}` : '/api/admin/promotions', { method: id ? 'PUT' : 'POST', body: input }),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['admin', 'promotions'] }),
  });
}

export function useSetPromotionActive() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      request<AdminPromotion>(`/api/admin/promotions/${id}/active`, { method: 'PUT', body: { active } }),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['admin', 'promotions'] }),
  });
}
