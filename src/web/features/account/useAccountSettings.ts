import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AccountSettings } from '../../../shared/api/account';
import { errorMessage } from '../../lib/error-message';
import { toast } from '../../ui/toast-store';
import { accountApi, accountKeys } from './account-api';

type SettingsUpdate = Partial<AccountSettings>;

function pick(settings: AccountSettings, keys: (keyof AccountSettings)[]): SettingsUpdate {
  return Object.fromEntries(keys.map((key) => [key, settings[key]]));
}

/**
 * The notification and security-alert choices. A toggle shows its new state at once (optimistic), is saved
 * with PATCH, and goes back to what it was, with a toast saying why, when saving fails. Only the keys a
 * change touched are written back, so two quick toggles never undo each other.
 */
export function useAccountSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: accountKeys.settings, queryFn: accountApi.settings });

  const mutation = useMutation({
    mutationFn: (update: SettingsUpdate) => accountApi.updateSettings(update),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: accountKeys.settings });
      const current = queryClient.getQueryData<AccountSettings>(accountKeys.settings);
      const keys = Object.keys(update) as (keyof AccountSettings)[];
      const previous = current ? pick(current, keys) : undefined;
      if (current) queryClient.setQueryData<AccountSettings>(accountKeys.settings, { ...current, ...update });
      return { previous };
    },
    onError: (error, _update, context) => {
      if (context?.previous) {
        queryClient.setQueryData<AccountSettings>(accountKeys.settings, (old) => (old ? { ...old, ...context.previous } : old));
      }
      toast({ title: t('settings.saveFailed'), description: errorMessage(error, t), variant: 'destructive' });
    },
    onSuccess: (saved, update) => {
      const keys = Object.keys(update) as (keyof AccountSettings)[];
      queryClient.setQueryData<AccountSettings>(accountKeys.settings, (old) => (old ? { ...old, ...pick(saved, keys) } : saved));
    },
  });

  return {
    settings: query.data,
    isLoading: query.isPending,
    error: query.error,
    refetch: query.refetch,
    update: (update: SettingsUpdate) => mutation.mutate(update),
  };
}
