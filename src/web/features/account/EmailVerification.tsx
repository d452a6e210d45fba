import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductUser } from '../../../shared/api/identity';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import { identityApi } from '../auth';
import { useRefreshUser } from './account-api';
import { Badge } from '../../ui/Badge';
import { CheckIcon, MailIcon } from '../../ui/icons';

/** Email verification by link: send it, say where it went, and check again once the link is opened. */
export function EmailVerification({ user }: { user: ProductUser }) {
  const { t } = useTranslation();
  const id = useId();
  const refreshUser = useRefreshUser();
  const [sent, setSent] = useState(false);

  const send = useMutation({
    mutationFn: () => identityApi.sendVerificationEmail(user.email),
    onSuccess: () => {
      setSent(true);
      toast({ title: t('profile.email.sentTitle'), description: t('profile.email.sent', { email: user.email }), variant: 'success' });
    },
    onError: (error) => toast({ title: t('profile.email.sendFailed'), description: errorMessage(error, t), variant: 'destructive' }),
  });

  const check = useMutation({
    mutationFn: () => refreshUser(),
    onSuccess: (fresh) => {
      if (fresh && !fresh.emailVerified) {
        toast({ title: t('profile.email.notYetTitle'), description: t('profile.email.notYet') });
      }
    },
  });

  return (
    <section aria-labelledby={`${id}-verify-email-heading`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-verify-email-heading`} className="font-semibold text-slate-900">
          <MailIcon className="mr-1.5 inline h-5 w-5 align-text-bottom" />
          {t('profile.email.heading')}
        </h3>
        {user.emailVerified ? (
          <Badge tone="success" icon={<CheckIcon className="h-4 w-4" />}>
            {t('profile.verified')}
          </Badge>
        ) : (
          <Badge tone="neutral">{t('profile.notVerified')}</Badge>
        )}
      </div>
      <p className="break-words text-slate-700">{user.email}</p>
      {!user.emailVerified &&
        (sent ? (
          <>
            <p role="status" className="rounded-2xl bg-blue-50 p-4 text-blue-950">
              {t('profile.email.sent', { email: user.email })}
            </p>
            <Button onClick={() => check.mutate()} busy={check.isPending}>
              {t('profile.email.checkAgain')}
            </Button>
            <Button variant="secondary" onClick={() => send.mutate()} busy={send.isPending}>
              {t('profile.email.resend')}
            </Button>
          </>
        ) : (
          <>
            <p className="text-slate-700">{t('profile.email.explain')}</p>
            <Button onClick={() => send.mutate()} busy={send.isPending}>
              {send.isPending ? t('profile.email.sending') : t('profile.email.send')}
            </Button>
          </>
        ))}
    </section>
  );
}
