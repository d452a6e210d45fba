import type { NotificationsResponse, PushSubscriptionRequest } from '../../../shared/api/notifications';
import type { Language } from '../../../shared/i18n/languages';
import { request } from '../../lib/api';

/** Query keys: one list per language, so switching language fetches the list written in it. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (language: Language) => ['notifications', language] as const,
  /** Outside `all` on purpose: refreshing the list must not forget that the person emptied it. */
  emptiedByPerson: ['notificationsEmptiedByPerson'] as const,
};

/** The notification calls (docs/product-rules.md#notifications-list; src/server/features/notifications/routes.ts). */
export const notificationsApi = {
  list: (language: Language) => request<NotificationsResponse>(`/api/notifications?lang=${encodeURIComponent(language)}`, { bearer: true }),
  markAllRead: () => request<{ ok: true }>('/api/notifications/read', { method: 'POST', body: {} }),
  remove: (id: string) => request<{ ok: true }>(`/api/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  pushKey: () => request<{ publicKey: string }>('/api/push/key').then((r) => r.publicKey),
  subscribe: (subscription: PushSubscriptionRequest) =>
    request<{ ok: true }>('/api/push/subscriptions', { method: 'POST', body: subscription }),
  unsubscribe: (endpoint: string) => request<{ ok: true }>('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } }),
};
