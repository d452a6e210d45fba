import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductUser } from '../../../shared/api/identity';
import { apiFieldMessage, errorMessage } from '../../lib/error-message';
import { formatPhone } from '../../lib/phone-format';
import { Button } from '../../ui/Button';
import { CodeField } from '../../ui/CodeField';
import { toast } from '../../ui/toast-store';
import { accountApi, useRefreshUser } from './account-api';
import { Badge } from '../../ui/Badge';
import { CheckIcon, PhoneIcon } from '../../ui/icons';

const CODE = /^\d{6}$/;

/** Phone verification by SMS: send a 6-digit code to the profile's number, then type it in. */
export function PhoneVerification({ user }: { user: ProductUser }) {
  const { t } = useTranslation();
  const id = useId();
  const refreshUser = useRefreshUser();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const phoneNumber = user.phoneNumber;

  const send = useMutation({
    mutationFn: (_to: string) => accountApi.sendPhoneCode(),
    onSuccess: (_result, to) => {
      setCodeSentTo(to);
      setCode('');
      setCodeError(undefined);
      toast({ title: t('profile.phone.sentTitle'), description: t('profile.phone.sent', { phone: to }), variant: 'success' });
    },
    onError: (error) => toast({ title: t('profile.phone.sendFailed'), description: errorMessage(error, t), variant: 'destructive' }),
  });

  const verify = useMutation({
    mutationFn: ({ value }: { to: string; value: string }) => accountApi.verifyPhone(value),
    onSuccess: async () => {
      await refreshUser({ fallback: { phoneNumberVerified: true } });
      setCodeSentTo(null);
      toast({ title: t('profile.phone.verifiedTitle'), description: t('profile.phone.verifiedDescription'), variant: 'success' });
    },
    onError: (error) => setCodeError(apiFieldMessage(error, 'code', t) ?? errorMessage(error, t)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!codeSentTo) return;
    const value = code.replace(/\s/g, '');
    if (!CODE.test(value)) {
      setCodeError(t('validation.codeFormat'));
      return;
    }
    verify.mutate({ to: codeSentTo, value });
  };

  return (
    <section aria-labelledby={`${id}-verify-phone-heading`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-verify-phone-heading`} className="font-semibold text-slate-900">
          <PhoneIcon className="mr-1.5 inline h-5 w-5 align-text-bottom" />
          {t('profile.phone.heading')}
        </h3>
        {user.phoneNumberVerified ? (
          <Badge tone="success" icon={<CheckIcon className="h-4 w-4" />}>
            {t('profile.verified')}
          </Badge>
        ) : (
          <Badge tone="neutral">{t('profile.notVerified')}</Badge>
        )}
      </div>
      {!phoneNumber ? (
        <p className="text-slate-700">{t('profile.phone.addFirst')}</p>
      ) : (
        <>
          <p className="text-slate-700">{formatPhone(phoneNumber)}</p>
          {!user.phoneNumberVerified &&
            (codeSentTo ? (
              <form onSubmit={submit} noValidate className="flex flex-col gap-3">
                <CodeField
                  label={t('profile.phone.codeLabel')}
                  hint={t('profile.phone.sent', { phone: codeSentTo })}
                  value={code}
                  onChange={(digits) => {
                    setCode(digits);
                    setCodeError(undefined);
                  }}
                  error={codeError}
                />
                <Button type="submit" busy={verify.isPending}>
                  {verify.isPending ? t('profile.phone.verifying') : t('profile.phone.verify')}
                </Button>
                <Button variant="secondary" onClick={() => send.mutate(codeSentTo)} busy={send.isPending} disabled={verify.isPending}>
                  {t('profile.phone.resend')}
                </Button>
              </form>
            ) : (
              <>
                <p className="text-slate-700">{t('profile.phone.explain')}</p>
                <Button onClick={() => send.mutate(phoneNumber)} busy={send.isPending}>
                  {send.isPending ? t('profile.phone.sending') : t('profile.phone.send')}
                </Button>
              </>
            ))}
        </>
      )}
    </section>
  );
}
