import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { changePasswordForm } from '../../../shared/api/identity';
import { ApiError } from '../../lib/api';
import { errorMessage, fieldMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/toast-store';
import { useAuth, identityApi } from '../auth';
import { PasswordField } from '../../ui/PasswordField';
import { accountKeys, useRefreshUser } from './account-api';

type ChangePasswordValues = z.infer<typeof changePasswordForm>;

/**
 * Change password (docs/product-rules.md#account-validation: 'New passwords do not match', 'Password must be at least 6 characters long').
 * Every other device is signed out; this one stays signed in on a new session.
 */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <div id="change-password" className="scroll-mt-20">
      <Card title={t('security.password.heading')}>
        {user?.hasPassword === false ? <p className="text-slate-700">{t('security.password.noPassword')}</p> : <ChangePasswordForm />}
      </Card>
    </div>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUser();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const change = useMutation({
    mutationFn: (values: ChangePasswordValues) => identityApi.changePassword(values.currentPassword, values.newPassword),
    onSuccess: async () => {
      form.reset();
      // The session was replaced: renew the ID token before anything else is asked of the server.
      await refreshUser({ renewToken: true });
      void queryClient.invalidateQueries({ queryKey: accountKeys.logins });
      toast({ title: t('security.password.changedTitle'), description: t('security.password.changedDescription'), variant: 'success' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
        form.setError('currentPassword', { message: t('security.password.currentWrong') }, { shouldFocus: true });
        return;
      }
      toast({ title: t('security.password.failedTitle'), description: errorMessage(error, t), variant: 'destructive' });
    },
  });

  return (
    <form onSubmit={form.handleSubmit((values) => change.mutate(values))} noValidate className="flex flex-col gap-4">
      <PasswordField
        label={t('security.password.current')}
        autoComplete="current-password"
        error={fieldMessage(errors.currentPassword?.message, t)}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label={t('security.password.new')}
        autoComplete="new-password"
        hint={t('security.password.newHint')}
        error={fieldMessage(errors.newPassword?.message, t)}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('security.password.confirm')}
        autoComplete="new-password"
        error={fieldMessage(errors.confirmPassword?.message, t)}
        {...form.register('confirmPassword')}
      />
      <p className="text-sm text-slate-600">{t('security.password.othersSignedOut')}</p>
      <Button type="submit" busy={change.isPending}>
        {change.isPending ? t('security.password.saving') : t('security.password.submit')}
      </Button>
    </form>
  );
}
