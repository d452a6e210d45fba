import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../../shared/i18n/languages';
import { toast } from '../../ui/toast-store';
import { notificationKeys, notificationsApi } from './notifications-api';

/**
 * The bell's data and actions (docs/product-rules.md#notifications-list): the list in the chosen language; opening marks all read;
 * a single delete refreshes the list and says 'deleted'; clear all sends one DELETE per id in parallel,
 * then refreshes; failures say the texts of docs/product-rules.md#notification-errors.
 */
export function useNotifications() {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const queryClient = useQueryClient();
  // Asked again on each screen (each one draws its own header), never polled: what happened since shows up
  // at the next step the person takes, as docs/product-rules.md#web-data wants: no polling, no refetch on focus.
  const query = useQuery({
    queryKey: notificationKeys.list(language),
    queryFn: () => notificationsApi.list(language),
    refetchOnMount: 'always',
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  // Whether the person deleted what was there: an empty list then says it was cleared, not "nothing yet".
  // Kept in the query cache (every screen draws its own bell), which sign-out clears with the rest.
  const emptied = useQuery({
    queryKey: notificationKeys.emptiedByPerson,
    queryFn: () => false,
    initialData: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const noteEmptied = () => queryClient.setQueryData(notificationKeys.emptiedByPerson, true);

  const markRead = useMutation({ mutationFn: notificationsApi.markAllRead, onSettled: refresh });

  const remove = useMutation({
    mutationFn: notificationsApi.remove,
    onSuccess: () => {
      noteEmptied();
      toast({ title: t('notifications.deleted'), variant: 'success' });
    },
    onError: () => toast({ title: t('notifications.errorTitle'), description: t('notifications.deleteFailed'), variant: 'destructive' }),
    onSettled: refresh,
  });

  const clearAll = useMutation({
    mutationFn: (ids: string[]) => Promise.all(ids.map((id) => notificationsApi.remove(id))),
    onSuccess: () => {
      noteEmptied();
      toast({ title: t('notifications.clearedTitle'), description: t('notifications.clearedDescription'), variant: 'success' });
    },
    onError: () => toast({ title: t('notifications.errorTitle'), description: t('notifications.clearFailed'), variant: 'destructive' }),
    onSettled: refresh,
  });

  return {
    language,
    notifications: query.data?.notifications ?? [],
    unreadCount: query.data?.unreadCount ?? 0,
    emptiedByPerson: emptied.data,
    isLoading: query.isPending,
    error: query.error,
    refetch: query.refetch,
    markAllRead: () => markRead.mutate(),
    remove: (id: string) => remove.mutate(id),
    clearAll: (ids: string[]) => clearAll.mutate(ids),
    busy: remove.isPending || clearAll.isPending,
  };
}
