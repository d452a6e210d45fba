import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '../../../shared/api/admin-users';
import { useLanguage } from '../../i18n/language';
import { formatPhone } from '../../lib/phone-format';
import { useCount, useMoney } from '../../lib/use-money';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadError } from '../../ui/LoadError';
import { LoadingLine } from '../../ui/LoadingLine';
import { UserBadges } from './users-badges';
import { UserActions } from './users-actions';
import { useUserDetail } from './users-api';
import { formatDateTime } from '../../../shared/dates';

/** One person's page in the Users tab: who they are, their money, their sign-ins, and the staff actions. */
export default function UserDetail({ id, onBack }: { id: string; onBack(): void }) {
  const { t } = useTranslation();
  const detail = useUserDetail(id);
  return (
    <section aria-labelledby="user-heading" className="flex flex-col gap-4">
      <div>
        <Button variant="secondary" fullWidth={false} onClick={onBack}>
          {t('admin.users.back')}
        </Button>
      </div>
      {detail.isPending ? (
        <LoadingLine />
      ) : detail.isError ? (
        <LoadError framed error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <Person detail={detail.data} />
      )}
    </section>
  );
}

function Person({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const count = useCount();
  const when = useWhen();
  const { user } = detail;
  const yesNo = (value: boolean) => t(value ? 'admin.users.yes' : 'admin.users.no');
  return (
    <>
      <header className="flex flex-col gap-1">
        <h2 id="user-heading" className="text-xl font-bold text-slate-900">
          {user.name}
        </h2>
        <p className="break-all text-slate-700">{user.email}</p>
        <UserBadges user={user} />
        {user.blockedAt && (
          <p className="text-slate-800" data-testid="blocked-reason">
            {t('admin.users.blockedSince', { when: when(user.blockedAt), reason: user.blockedReason ?? '' })}
          </p>
        )}
      </header>
      <UserActions user={user} />
      <div className="grid gap-4 md:grid-cols-2">
        <Card title={t('admin.users.verification')}>
          <Facts
            rows={[
              [t('admin.users.emailVerified'), yesNo(user.emailVerified)],
              [t('admin.users.phone'), user.phoneNumber ? formatPhone(user.phoneNumber) : '—'],
              [t('admin.users.phoneVerified'), yesNo(user.phoneNumberVerified)],
              [t('admin.users.twoFactor'), yesNo(user.twoFactorEnabled)],
              [t('admin.users.memberSince'), when(user.createdAt)],
            ]}
          />
        </Card>
        <Card title={t('admin.users.rewards')}>
          <Facts
            rows={[
              [t('admin.users.referralCode'), detail.referral.code ?? '—'],
              [t('admin.users.referredBy'), detail.referral.referredBy?.email ?? '—'],
              [t('admin.users.referralsCount'), count(detail.referral.referralsCount)],
              [t('admin.users.points'), count(detail.loyalty.points)],
              [t('admin.users.level'), t(`loyalty.levels.${detail.loyalty.level}`, { defaultValue: detail.loyalty.level })],
            ]}
          />
        </Card>
      </div>
      <Card title={t('admin.users.wallet')}>
        <p className="text-2xl font-bold text-slate-900" data-testid="user-balance">
          {money(detail.wallet.availableCents)}
        </p>
        <p className="text-sm text-slate-600">{t('admin.users.available')}</p>
        <List
          empty={t('admin.users.noActivity')}
          items={detail.wallet.activity.map((item) => ({
            key: item.id,
            main: t(`wallet.activity.types.${item.code}`, { defaultValue: item.code }),
            side: `${item.direction === 'deposit' ? '+' : '−'}${money(item.amountCents)}`,
            note: `${when(item.createdAt)}${item.status === 'posted' ? '' : ` · ${t(`wallet.activity.${item.status}`)}`}`,
          }))}
        />
      </Card>
      <Card title={t('admin.users.topups')}>
        <List
          empty={t('admin.users.noTopups')}
          items={detail.topups.map((topup) => ({
            key: topup.id,
            main: `${topup.operatorName} · ${formatPhone(topup.recipientNumber)}`,
            side: money(topup.amountCents),
            note: `${when(topup.createdAt)} · ${t(`admin.users.topupStates.${topup.state}`, { defaultValue: topup.state })}`,
          }))}
        />
      </Card>
      <Card title={t('admin.users.signIns')}>
        <List
          empty={t('admin.users.noSignIns')}
          items={detail.signIns.map((signIn, i) => ({
            key: `${signIn.createdAt}-${i}`,
            main: [signIn.device.browser, signIn.device.os].filter(Boolean).join(' · ') || t('admin.users.unknownDevice'),
            side: signIn.ipAddress ?? '—',
            note: t('admin.users.signedIn', { when: when(signIn.createdAt), seen: when(signIn.lastSeenAt) }),
          }))}
        />
      </Card>
    </>
  );
}

function useWhen() {
  const { locale } = useLanguage();
  return (iso: string) => formatDateTime(iso, locale);
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="flex flex-col divide-y divide-slate-100">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-2 py-2">
          <dt className="text-slate-700">{label}</dt>
          <dd className="break-all font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function List({ items, empty }: { items: { key: string; main: string; side: string; note: string }[]; empty: string }) {
  if (items.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <ul className="mt-2 flex flex-col divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.key} className="flex flex-wrap justify-between gap-x-3 gap-y-1 py-2">
          <span className="font-semibold text-slate-900">{item.main}</span>
          <span className="text-slate-900">{item.side}</span>
          <span className="w-full text-sm text-slate-600">{item.note}</span>
        </li>
      ))}
    </ul>
  );
}
