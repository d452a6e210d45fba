import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { loginForm, type LoginForm } from '../../../shared/api/identity';
import { errorMessage, fieldMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast-store';
import { AuthLayout } from './AuthLayout';
import { useAuth } from './AuthProvider';
import { FederatedSignIn } from './FederatedSignIn';
import { identityApi } from './identity-api';
import { NewPasswordDialog } from './NewPasswordDialog';
import { PasswordField } from '../../ui/PasswordField';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { TwoFactorStep } from './TwoFactorStep';

/** /login: email and password, federated sign-in, forgot password, and the two-factor step when it is on. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { establish } = useAuth();
  const [params, setParams] = useSearchParams();
  const [resetOpen, setResetOpen] = useState(false);
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);
  const form = useForm<LoginForm>({ resolver: zodResolver(loginForm), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const resetToken = params.get('token');

  const finishSignIn = async () => {
    try {
      const user = await establish();
      toast({
        title: t('auth.loginSuccess'),
        description: t('auth.loginSuccessDescription', { name: user?.firstName ?? '' }),
        variant: 'success',
      });
    } catch (failure) {
      toast({ title: t('auth.loginFailed'), description: errorMessage(failure, t), variant: 'destructive' });
    }
  };

  const submit = form.handleSubmit(async ({ email, password }) => {
    try {
      const result = await identityApi.signInEmail(email, password);
      if (result.twoFactorRedirect) return setNeedsSecondFactor(true);
      await finishSignIn();
    } catch (failure) {
      toast({ title: t('auth.loginFailed'), description: errorMessage(failure, t), variant: 'destructive' });
    }
  });

  return (
    <AuthLayout title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      {needsSecondFactor ? (
        <TwoFactorStep onVerified={finishSignIn} />
      ) : (
        <>
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <TextField
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              error={fieldMessage(errors.email?.message, t)}
              {...form.register('email')}
            />
            <PasswordField
              label={t('auth.password')}
              autoComplete="current-password"
              error={fieldMessage(errors.password?.message, t)}
              {...form.register('password')}
            />
            <button
              type="button"
              onClick={() => setResetOpen(true)}
              className="self-end text-sm font-semibold text-blue-800 hover:underline"
            >
              {t('auth.forgotPassword')}
            </button>
            <Button type="submit" busy={isSubmitting}>
              {isSubmitting ? t('auth.signingIn') : t('auth.signIn')}
            </Button>
          </form>
          <FederatedSignIn disabled={isSubmitting} />
          <p className="mt-6 text-center text-slate-700">
            {/* One text with its space: the page written at build time has no seam between two texts to adopt. */}
            {`${t('auth.noAccount')} `}
            <Link to="/register" className="font-semibold text-blue-800 underline">
              {t('auth.registerLink')}
            </Link>
          </p>
        </>
      )}
      <ResetPasswordDialog open={resetOpen} onOpenChange={setResetOpen} />
      {resetToken && <NewPasswordDialog token={resetToken} onDone={() => setParams({}, { replace: true })} />}
    </AuthLayout>
  );
}
