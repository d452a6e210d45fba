import { useTranslation } from 'react-i18next';
import { percentOfCents } from '../../../shared/money';
import { AppShell } from '../../ui/AppShell';
import { useLanguage } from '../../i18n/language';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { LoadError } from '../../ui/LoadError';
import { Skeleton } from '../../ui/Skeleton';
import { Badge } from '../../ui/Badge';
import { useMoney } from '../../lib/use-money';
import { useAddFundsLimits, usePayPalStatus, type PayPalStatus } from './wallet-api';
import { formatPercent as percentIn } from '../../../shared/intl';

const EXAMPLE_CENTS = 2000;

/** "2.9%" from basis points, in the reader's language (a display of a rate, not an amount of money). */
export function formatPercent(basisPoints: number, locale: string): string {
  return percentIn(basisPoints, locale);
}

/** /paypal-setup: how Kredi uses PayPal, which PayPal is configured (sandbox or live), and its fee. */
export default function PayPalSetupPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const paypal = usePayPalStatus();
  const limits = useAddFundsLimits();

  return (
    <AppShell title={t('paypalSetup.title')}>
      <div className="flex flex-col gap-5">
        <p className="text-slate-700">{t('paypalSetup.intro')}</p>

        <Card title={t('paypalSetup.connectionHeading')}>
          {paypal.isPending ? (
            <p role="status">
              <Skeleton className="h-7 w-40" />
              <span className="sr-only">{t('common.loading')}</span>
            </p>
          ) : paypal.isError ? (
            <LoadError error={paypal.error} onRetry={() => void paypal.refetch()} />
          ) : (
            <ModeStatus mode={paypal.data.mode} />
          )}
        </Card>

        <Card title={t('paypalSetup.howHeading')}>
          <ol className="flex flex-col gap-3">
            {(['step1', 'step2', 'step3', 'step4'] as const).map((step, index) => (
              <li key={step} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-blue-100 font-bold text-blue-900"
                >
                  {index + 1}
                </span>
                <span className="pt-1 text-slate-800">
                  {t(`paypalSetup.${step}`, { min: money(limits.minCents), max: money(limits.maxCents) })}
                </span>
              </li>
            ))}
          </ol>
        </Card>

        <Card title={t('paypalSetup.pendingHeading')}>
          <p className="text-slate-800">{t('paypalSetup.pendingBody')}</p>
          <p className="mt-2 text-slate-800">{t('paypalSetup.declinedBody')}</p>
        </Card>

        <Card title={t('paypalSetup.feeHeading')}>
          {paypal.isPending ? (
            <p role="status">
              <Skeleton className="h-5 w-48" />
              <span className="sr-only">{t('common.loading')}</span>
            </p>
          ) : paypal.isError ? (
            <p className="text-slate-700">{t('paypalSetup.feeUnknown')}</p>
          ) : (
            <FeeDetails status={paypal.data} />
          )}
        </Card>

        <ButtonLink to="/wallet">{t('paypalSetup.addFunds')}</ButtonLink>
      </div>
    </AppShell>
  );
}

function ModeStatus({ mode }: { mode: PayPalStatus['mode'] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-2" data-testid="paypal-mode" data-mode={mode}>
      {mode === 'sandbox' ? (
        <Badge tone="warning">{t('paypalSetup.sandboxBadge')}</Badge>
      ) : (
        <Badge tone="success">{t('paypalSetup.liveBadge')}</Badge>
      )}
      <p className="text-slate-800">{mode === 'sandbox' ? t('paypalSetup.sandboxBody') : t('paypalSetup.liveBody')}</p>
    </div>
  );
}

function FeeDetails({ status }: { status: PayPalStatus }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const money = useMoney();
  const percent = formatPercent(status.feePercentBasisPoints, locale);
  const fixed = money(status.feeFixedCents);
  const feeCents = percentOfCents(EXAMPLE_CENTS, status.feePercentBasisPoints) + status.feeFixedCents;
  const fee =
    status.feePercentBasisPoints > 0 && status.feeFixedCents > 0
      ? t('paypalSetup.feePercentPlusFixed', { percent, fixed })
      : status.feePercentBasisPoints > 0
        ? t('paypalSetup.feePercentOnly', { percent })
        : status.feeFixedCents > 0
          ? t('paypalSetup.feeFixedOnly', { fixed })
          : t('paypalSetup.feeNone');
  return (
    <div className="flex flex-col gap-2 text-slate-800">
      <p className="text-lg font-bold text-slate-900" data-testid="paypal-fee">
        {fee}
      </p>
      <p>{t('paypalSetup.feeExplained')}</p>
      <p className="rounded-2xl bg-slate-50 p-3">
        {t('paypalSetup.feeExample', { amount: money(EXAMPLE_CENTS), fee: money(feeCents), total: money(EXAMPLE_CENTS + feeCents) })}
      </p>
    </div>
  );
}
