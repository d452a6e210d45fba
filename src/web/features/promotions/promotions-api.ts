import { useQuery } from '@tanstack/react-query';
import type { ListedPromotion, PromoCheck } from '../../../shared/api/promotions';
import type { Language } from '../../../shared/i18n/languages';
import { request } from '../../lib/api';

const promotionKeys = {
  all: ['promotions'] as const,
  list: (language: Language) => ['promotions', 'list', language] as const,
};

/** The promotion calls (src/server/features/promotions/routes.ts); the texts come in the language asked for. */
export const promotionsApi = {
  list: (language: Language) => request<{ promotions: ListedPromotion[] }>('/api/promotions', { headers: { 'accept-language': language } }),
  check: (code: string, language: Language) =>
    request<PromoCheck>('/api/promotions/check', { method: 'POST', body: { code }, headers: { 'accept-language': language } }),
};

/** The current offers in the language shown; asked again when it changes. */
export function usePromotions(language: Language) {
  return useQuery({ queryKey: promotionKeys.list(language), queryFn: () => promotionsApi.list(language) });
}
