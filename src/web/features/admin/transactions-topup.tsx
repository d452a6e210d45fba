import { useTranslation } from 'react-i18next';
import type { TopupDetail } from '../../../shared/api/admin-transactions';
import { useLanguage } from '../../i18n/language';
import { formatLocalAmount } from '../../../shared/money';
import { formatPhone } from '../../lib/phone-format';
import { useMoney } from '../../lib/use-money';
import { Button } from '../../ui/Button';
import { LoadError } from '../../ui/LoadError';
import { LoadingLine } from '../../ui/LoadingLine';
import { useTopupDetail } from './transactions-api';
import { GoodwillForm, ResolveForm } from './transactions-actions';
import { formatDateTime } from '../../../shared/dates';

/** A top-up's page: what it is, its timeline from quote to receipt, and what staff may do with it now. */
export function TopupPage({ id, onBack }: { id: string; onBack(): void }) {
  const { t } = useTranslation();
  const detail = useTopupDetail(id);
  return (
    <section aria-labelledby="topup-heading" className="flex flex-col gap-5">
      <div>
        <Button variant="ghost" fullWidth={false} onClick={onBack}>
          {t('admin.transactions.back')}
        </Button>
      </div>
      <h2 id="topup-heading" className="text-xl font-bold text-slate-900">
        {t('admin.transactions.topup.heading')}
      </h2>
      {detail.isPending ? (
        <LoadingLine />
      ) : detail.isError ? (
        <LoadError framed error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <>
          <Summary detail={detail.data} />
          {detail.data.actions.resolve && <ResolveForm id={id} alreadyRefunded={detail.data.topup.state === 'failed'} />}
          {detail.data.actions.goodwill && <GoodwillForm id={id} maxCents={detail.data.actions.goodwillMaxCents} />}
          <Timeline detail={detail.data} />
        </>
      )}
    </section>
  );
}

function Summary({ detail }: { detail: TopupDetail }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const money = useMoney();
  const { topup } = detail;
  const facts: [string, string | null][] = [
    [t('admin.transactions.topup.state'), t(`admin.transactions.statuses.${topup.state}`, { defaultValue: topup.state })],
    [
      t('admin.transactions.topup.recipient'),
      `${topup.operatorName ?? ''} · ${topup.recipientNumber ? formatPhone(topup.recipientNumber) : ''}`,
    ],
    [
      t('admin.transactions.topup.amount'),
      `${money(topup.amountCents)} (${formatLocalAmount(detail.quote.localAmount, detail.quote.localCurrency, locale)})`,
    ],
    [t('admin.transactions.topup.paid'), money(topup.totalCents)],
    [t('admin.transactions.topup.person'), topup.userEmail ?? topup.userId],
    [t('admin.transactions.topup.providerTransaction'), topup.providerTransactionId],
    [t('admin.transactions.topup.operatorReference'), topup.operatorReference],
    [t('admin.transactions.topup.failure'), topup.failureCode],
    [t('admin.transactions.topup.id'), topup.id],
  ];
  return (
    <dl
      className="grid gap-x-4 gap-y-2 rounded-2xl bg-white p-4 text-sm ring-1 ring-slate-200 sm:grid-cols-[max-content_1fr]"
      data-testid="topup-summary"
    >
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="break-all text-slate-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

interface Moment {
  at: string;
  key: string;
  text: string;
}

/** Everything that happened to the order, oldest first, from the quote to the receipt. */
function Timeline({ detail }: { detail: TopupDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { locale } = useLanguage();
  const { topup, quote } = detail;
  const moments: Moment[] = [
    { at: quote.createdAt, key: 'quote', text: t('admin.transactions.timeline.quote', { total: money(topup.totalCents) }) },
    { at: topup.createdAt, key: 'order', text: t('admin.transactions.timeline.order') },
    ...detail.attempts.map((attempt, index) => ({
      at: attempt.at,
      key: `attempt-${index}`,
      text: t(`admin.transactions.timeline.${attempt.call}`, {
        outcome: t(`admin.transactions.outcomes.${attempt.outcome}`, { defaultValue: attempt.outcome }),
        detail: attempt.detail ?? '—',
      }),
    })),
    ...detail.transfers.map((transfer) => ({
      at: transfer.at,
      key: transfer.id,
      text: t('admin.transactions.timeline.transfer', { code: transfer.code, amount: money(transfer.amountCents), id: transfer.id }),
    })),
    ...detail.notifications.map((notification) => ({
      at: notification.sentAt ?? notification.at,
      key: notification.id,
      text: t('admin.transactions.timeline.notification', {
        state: t(`admin.transactions.notificationStates.${notification.state}`, { defaultValue: notification.state }),
      }),
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <section aria-labelledby="timeline-heading" className="flex flex-col gap-3">
      <h3 id="timeline-heading" className="text-lg font-semibold text-slate-900">
        {t('admin.transactions.timeline.heading')}
      </h3>
      <ol className="flex flex-col gap-2 border-l-2 border-slate-200 pl-4" data-testid="topup-timeline">
        {moments.map((moment) => (
          <li key={moment.key} className="text-sm">
            <time dateTime={moment.at} className="block text-slate-600">
              {formatDateTime(moment.at, locale, { dateStyle: 'short', timeStyle: 'medium' })}
            </time>
            <span className="break-words text-slate-900">{moment.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
