import type { TFunction } from 'i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/language';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/toast-store';
import { identityApi } from '../auth';
import { accountApi, accountKeys, type LoginEntry } from './account-api';
import { Badge } from '../../ui/Badge';
import { LoadError } from '../../ui/LoadError';
import { LoadingLine } from '../../ui/LoadingLine';
import { LocationIcon, SignOutIcon } from '../../ui/icons';
import { formatDateTime } from '../../../shared/dates';

/** A sign-in time in the chosen language; an unreadable date shows as '—'. */
export function formatLoginTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return formatDateTime(date, locale);
}

/** "Chrome on Android" in the reader's language; the server sends only the recognisable names. */
function deviceName({ browser, os }: LoginEntry['device'], t: TFunction): string {
  if (browser && os) return t('security.activity.device', { browser, os });
  return browser ?? os ?? t('security.activity.unknownDevice');
}

/** Recent sign-ins (this device marked, signed in or out) and a button that signs out every other device. */
export function LoginActivityCard() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  const logins = useQuery({ queryKey: accountKeys.logins, queryFn: accountApi.logins });

  const revoke = useMutation({
    mutationFn: () => identityApi.revokeOtherSessions(),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.logins });
      toast({ title: t('security.activity.revokedTitle'), description: t('security.activity.revokedDescription'), variant: 'success' });
    },
    onError: (error) => toast({ title: t('security.activity.revokeFailed'), description: errorMessage(error, t), variant: 'destructive' }),
  });

  return (
    <div id="login-activity" className="scroll-mt-20">
      <Card title={t('security.activity.heading')}>
        <p className="mb-3 text-slate-700">{t('security.activity.description')}</p>
        {logins.isPending ? (
          <LoadingLine />
        ) : logins.isError ? (
          <LoadError error={logins.error} onRetry={() => void logins.refetch()} />
        ) : logins.data.length === 0 ? (
          <p className="text-slate-700">{t('security.activity.empty')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100">
            {logins.data.map((entry) => (
              <LoginRow key={entry.id} entry={entry} locale={locale} />
            ))}
          </ul>
        )}
        <Button variant="secondary" className="mt-4" onClick={() => revoke.mutate()} busy={revoke.isPending}>
          <SignOutIcon className="h-5 w-5" />
          {revoke.isPending ? t('security.activity.revoking') : t('security.activity.revoke')}
        </Button>
      </Card>
    </div>
  );
}

function LoginRow({ entry, locale }: { entry: LoginEntry; locale: string }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-1 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{deviceName(entry.device, t)}</span>
        {entry.current && (
          <Badge tone="info" icon={<LocationIcon className="h-4 w-4" />}>
            {t('security.activity.thisDevice')}
          </Badge>
        )}
      </div>
      <p className="text-slate-700">
        <time dateTime={entry.createdAt}>{formatLoginTime(entry.createdAt, locale)}</time>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        {entry.place ?? '—'}
      </p>
      <p>
        {entry.active ? (
          <Badge tone="success">{t('security.activity.signedIn')}</Badge>
        ) : (
          <Badge tone="neutral">{t('security.activity.signedOut')}</Badge>
        )}
      </p>
    </li>
  );
}
