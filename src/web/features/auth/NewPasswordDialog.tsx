import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newPasswordForm } from '../../../shared/api/identity';
import { errorMessage, fieldMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast-store';
import { identityApi } from './identity-api';
import { PasswordField } from '../../ui/PasswordField';

/** Opened by the link in the reset email (/login?token=…): choose the new password. */
export function NewPasswordDialog({ token, onDone }: { token: string; onDone(): void }) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(newPasswordForm), defaultValues: { newPassword: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await identityApi.resetPassword(token, newPassword);
      toast({ title: t('auth.passwordResetDone'), description: t('auth.passwordResetDoneDescription'), variant: 'success' });
      onDone();
    } catch (failure) {
      toast({ title: t('auth.resetFailed'), description: errorMessage(failure, t), variant: 'destructive' });
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onDone()}
      title={t('auth.newPasswordTitle')}
      description={t('auth.newPasswordDescription')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <PasswordField
          label={t('auth.newPassword')}
          autoComplete="new-password"
          error={fieldMessage(errors.newPassword?.message, t)}
          {...form.register('newPassword')}
        />
        <PasswordField
          label={t('auth.confirmNewPassword')}
          autoComplete="new-password"
          error={fieldMessage(errors.confirmPassword?.message, t)}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" busy={isSubmitting}>
          {t('auth.saveNewPassword')}
        </Button>
      </form>
    </Dialog>
  );
}
