import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { registerForm, type RegisterForm } from '../../../shared/api/identity';
import { REFERRAL_LINK_PARAM } from '../../../shared/api/referrals';
import { useLanguage } from '../../i18n/language';
import { ApiError } from '../../lib/api';
import { getIdToken } from '../../lib/id-token';
import { errorMessage, fieldMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast-store';
import { AuthLayout } from './AuthLayout';
import { useAuth } from './AuthProvider';
import { FederatedSignIn } from './FederatedSignIn';
import { identityApi, productAuthApi } from './identity-api';
import { PasswordField } from '../../ui/PasswordField';

const EMPTY: RegisterForm = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
  referralCode: '',
};

/**
 * /register: creates the sign-in account, then completes the product user with its names, phone and
 * language through POST /api/auth/register, then lands on the dashboard. The language is the one the
 * person is using on this screen, sent with the sign-up too so the verification email is in it (ADR 0014;
 * the spec sets en here). An invitation link (/register?ref=CODE, language prefix or not) fills in the
 * optional referral code; a code nobody holds is refused on its field (ADR 0026).
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { establish, setUser } = useAuth();
  const { language } = useLanguage();
  const [search] = useSearchParams();
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerForm),
    defaultValues: { ...EMPTY, referralCode: search.get(REFERRAL_LINK_PARAM)?.trim().slice(0, 20) ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (field: keyof RegisterForm) => fieldMessage(errors[field]?.message, t);

  const submit = form.handleSubmit(async (values) => {
    try {
      await identityApi.signUpEmail({ ...values, language });
      await establish();
      const { user } = await productAuthApi.register(getIdToken()!, {
        firstName: values.firstName,
        lastName: values.lastName,
        phoneNumber: values.phoneNumber,
        language,
      });
      setUser(user);
      toast({ title: t('auth.registerSuccess'), description: t('auth.registerSuccessDescription'), variant: 'success' });
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'REFERRAL_CODE_UNKNOWN') {
        form.setError('referralCode', { message: 'validation.referralCode' }, { shouldFocus: true });
        return;
      }
      toast({ title: t('auth.registrationFailed'), description: errorMessage(failure, t), variant: 'destructive' });
    }
  });

  return (
    <AuthLayout title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-3">
          <TextField label={t('auth.firstName')} autoComplete="given-name" error={message('firstName')} {...form.register('firstName')} />
          <TextField label={t('auth.lastName')} autoComplete="family-name" error={message('lastName')} {...form.register('lastName')} />
        </div>
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={message('email')}
          {...form.register('email')}
        />
        <TextField
          label={t('auth.phoneNumber')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={t('auth.phoneHint')}
          error={message('phoneNumber')}
          {...form.register('phoneNumber')}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="new-password"
          hint={t('auth.passwordHint')}
          error={message('password')}
          {...form.register('password')}
        />
        <PasswordField
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          error={message('confirmPassword')}
          {...form.register('confirmPassword')}
        />
        <TextField
          label={t('referrals.registerField')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={t('referrals.registerFieldHint')}
          error={message('referralCode')}
          {...form.register('referralCode')}
        />
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? t('auth.creatingAccount') : t('auth.createAccount')}
        </Button>
      </form>
      <FederatedSignIn disabled={isSubmitting} referralCode={form.watch('referralCode')} />
      <p className="mt-6 text-center text-slate-700">
        {/* One text with its space: the page written at build time has no seam between two texts to adopt. */}
        {`${t('auth.haveAccount')} `}
        <Link to="/login" className="font-semibold text-blue-800 underline">
          {t('auth.loginLink')}
        </Link>
      </p>
    </AuthLayout>
  );
}
