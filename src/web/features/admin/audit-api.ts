import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage } from '../../../shared/api/audit';
import { request } from '../../lib/api';

export interface AuditFilters {
  action?: string;
  targetType?: string;
  targetId?: string;
}

function auditUrl(filters: AuditFilters, before: number | null): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value?.trim()) query.set(key, value.trim());
  if (before) query.set('before', String(before));
  const text = query.toString();
  return `/api/admin/audit${text ? `?${text}` : ''}`;
}

/** The staff actions' trail, newest first, a page at a time (src/server/features/audit/routes.ts). */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit', filters],
    queryFn: ({ pageParam }) => request<AuditPage>(auditUrl(filters, pageParam)),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}
