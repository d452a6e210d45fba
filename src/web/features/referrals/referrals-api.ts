import { useQuery } from '@tanstack/react-query';
import type { ReferralsOverview } from '../../../shared/api/referrals';
import { request } from '../../lib/api';

/** GET /api/referrals: the person's code, link, the rules' figures and the friends referred. */
export function useReferrals() {
  return useQuery({ queryKey: ['referrals'], queryFn: () => request<ReferralsOverview>('/api/referrals') });
}
