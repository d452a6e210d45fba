import { useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '../../../shared/api/admin-users';
import { request } from '../../lib/api';

/** The overview's figures and health checks (GET /api/admin/overview), read each time the tab opens. */
export function useOverview() {
  return useQuery({ queryKey: ['admin', 'overview'], queryFn: () => request<AdminOverview>('/api/admin/overview') });
}
