import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdjustmentRequest, AdjustmentResult, AdminUserDetail, StaffPerson, UserSearchPage } from '../../../shared/api/admin-users';
import { request } from '../../lib/api';

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

/** People whose name, email or phone contains `q` (GET /api/admin/users). */
export function useUserSearch(q: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'users', q, page],
    queryFn: () => request<UserSearchPage>(`/api/admin/users?${new URLSearchParams({ q, page: String(page) })}`),
  });
}

export function useUserDetail(id: string) {
  return useQuery({ queryKey: ['admin', 'user', id], queryFn: () => request<AdminUserDetail>(userPath(id)) });
}

/** A staff action; once done, the person's page and the lists are read again. */
export function useStaffAction<Input, Output>(call: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }) });
}

/** The calls behind the Users tab's actions (src/server/features/admin-users/admin-routes.ts). */
export const staffCalls = (id: string) => ({
  block: (reason: string) => request<{ user: StaffPerson }>(`${userPath(id)}/block`, { method: 'POST', body: { reason } }),
  unblock: () => request<{ user: StaffPerson }>(`${userPath(id)}/unblock`, { method: 'POST' }),
  setAdmin: (isAdmin: boolean) => request<{ user: StaffPerson }>(`${userPath(id)}/admin`, { method: 'PUT', body: { isAdmin } }),
  adjust: ({ key, ...body }: AdjustmentRequest & { key: string }) =>
    request<AdjustmentResult>(`${userPath(id)}/adjustments`, { method: 'POST', body, headers: { 'Idempotency-Key': key } }),
  resendVerification: () => request<{ sent: true }>(`${userPath(id)}/resend-verification`, { method: 'POST' }),
});
