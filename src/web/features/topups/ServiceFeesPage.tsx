import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeeSchedule } from '../../../shared/api/topups';
import { percentOfCents } from '../../../shared/money';
import { AppShell } from '../../ui/AppShell';
import { useLanguage } from '../../i18n/language';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { LoadError } from '../../ui/LoadError';
import { Skeleton } from '../../ui/Skeleton';
import { useMoney } from '../../lib/use-money';
import { LoyaltyFeeNote } from '../loyalty';
import { estimatePrice } from './format';
import { formatBasisPoints } from './service-fees-pricing';
import { useFees } from './topups-api';

/** The worked examples: a $10.00 top-up, and adding $20.00 to the wallet with PayPal. */
const EXAMPLE_TOPUP_CENTS = 1000;
const EXAMPLE_FUNDING_CENTS = 2000;

/**
 * /service-fees: the fee schedule as configured (GET /api/topups/fees), in plain words, with worked examples
 * priced by the server's rules in integer cents (estimatePrice, held to pricing.ts by its test); how long a price is held; that the recipient always gets
 * the amount shown; the automatic refund of a failed top-up; and the PayPal fee on adding funds.
 */
export default function ServiceFeesPage() {
  const { t } = useTranslation();
  const fees = useFees();

  return (
    <AppShell title={t('serviceFees.title')}>
      <div className="flex flex-col gap-5">
        <p className="text-slate-700">{t('serviceFees.intro')}</p>

        {fees.isPending ? (
          <Card>
            <div role="status" className="flex flex-col gap-3">
              <span className="sr-only">{t('common.loading')}</span>
              <Skeleton className="h-6 w-32" />
              <Skeleton className="h-5 w-full" />
              <Skeleton className="h-5 w-full" />
              <Skeleton className="h-5 w-3/4" />
            </div>
          </Card>
        ) : fees.isError ? (
          <Card>
            <LoadError error={fees.error} onRetry={() => void fees.refetch()} />
          </Card>
        ) : (
          <>
            <FeeScheduleCard fees={fees.data} />
            <ExamplesCard fees={fees.data} />
            <Card title={t('serviceFees.heldHeading')}>
              <p className="text-slate-800" data-testid="service-fees-held">
                {t('serviceFees.heldBody', { minutes: fees.data.quoteValidMinutes })}
              </p>
            </Card>
          </>
        )}

        <LoyaltyFeeNote />

        <Card title={t('serviceFees.recipientHeading')}>
          <p className="text-slate-800">{t('serviceFees.recipientBody')}</p>
        </Card>

        <Card title={t('serviceFees.refundHeading')}>
          <p className="text-slate-800">{t('serviceFees.refundBody')}</p>
          <p className="mt-2 text-slate-800">{t('serviceFees.refundPaypal')}</p>
        </Card>

        <Card title={t('serviceFees.addFundsHeading')}>
          {fees.isSuccess && <AddFundsFee fees={fees.data} />}
          <Link to="/paypal-setup" className="mt-2 inline-flex min-h-11 items-center font-semibold text-blue-800 underline">
            {t('serviceFees.paypalLink')}
          </Link>
        </Card>

        <ButtonLink to="/send-topup">{t('serviceFees.sendTopup')}</ButtonLink>
      </div>
    </AppShell>
  );
}

/** "2% + $0.50", "3.49%", "$0.25" or "Free". */
function useRate(): (basisPoints: number, fixedCents: number) => string {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const money = useMoney();
  return (basisPoints, fixedCents) => {
    if (basisPoints > 0 && fixedCents > 0)
      return t('serviceFees.percentPlusFixed', { percent: formatBasisPoints(basisPoints, locale), fixed: money(fixedCents) });
    if (basisPoints > 0) return formatBasisPoints(basisPoints, locale);
    if (fixedCents > 0) return money(fixedCents);
    return t('serviceFees.free');
  };
}

function FeeScheduleCard({ fees }: { fees: FeeSchedule }) {
  const { t } = useTranslation();
  const rate = useRate();
  const rows = [
    {
      id: 'topup',
      name: t('serviceFees.topupFee'),
      when: t('serviceFees.topupFeeWhen'),
      value: rate(fees.topupFeeBasisPoints, fees.topupFeeFixedCents),
    },
    { id: 'wallet', name: t('serviceFees.walletFee'), when: t('serviceFees.walletFeeWhen'), value: rate(0, fees.walletFeeCents) },
    {
      id: 'paypal',
      name: t('serviceFees.paypalFee'),
      when: t('serviceFees.paypalFeeWhen'),
      value: rate(fees.paypalFeeBasisPoints, fees.paypalFeeFixedCents),
    },
  ];
  return (
    <Card title={t('serviceFees.scheduleHeading')}>
      <dl className="flex flex-col divide-y divide-slate-100">
        {rows.map((row) => (
          <div key={row.id} className="flex items-start justify-between gap-4 py-3 first:pt-0">
            <dt className="min-w-0">
              <span className="block font-semibold text-slate-900">{row.name}</span>
              <span className="block text-sm text-slate-600">{row.when}</span>
            </dt>
            <dd className="shrink-0 text-right font-bold text-slate-900 tabular-nums" data-testid={`service-fees-${row.id}`}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-slate-600">{t('serviceFees.rounding')}</p>
    </Card>
  );
}

function ExamplesCard({ fees }: { fees: FeeSchedule }) {
  const { t } = useTranslation();
  const money = useMoney();
  const wallet = estimatePrice(EXAMPLE_TOPUP_CENTS, 'wallet', fees);
  const paypal = estimatePrice(EXAMPLE_TOPUP_CENTS, 'paypal', fees);
  return (
    <Card title={t('serviceFees.examplesHeading', { amount: money(EXAMPLE_TOPUP_CENTS) })}>
      <div className="flex flex-col gap-4">
        <ExampleTable
          id="wallet"
          caption={t('serviceFees.fromWallet')}
          rows={[
            [t('serviceFees.rowAmount'), money(wallet.amountCents)],
            [t('serviceFees.rowTopupFee'), money(wallet.topupFeeCents)],
            [t('serviceFees.rowWalletFee'), money(wallet.walletFeeCents)],
          ]}
          total={money(wallet.totalCents)}
        />
        <ExampleTable
          id="paypal"
          caption={t('serviceFees.withPaypal')}
          rows={[
            [t('serviceFees.rowAmount'), money(paypal.amountCents)],
            [t('serviceFees.rowTopupFee'), money(paypal.topupFeeCents)],
            [t('serviceFees.rowPaypalFee'), money(paypal.paypalFeeCents)],
          ]}
          total={money(paypal.totalCents)}
        />
      </div>
    </Card>
  );
}

function ExampleTable({ id, caption, rows, total }: { id: string; caption: string; rows: Array<[string, string]>; total: string }) {
  const { t } = useTranslation();
  return (
    <table className="w-full border-collapse text-left" data-testid={`service-fees-example-${id}`}>
      <caption className="mb-1 text-left font-semibold text-slate-900">{caption}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <Row key={label} label={label} value={value} />
        ))}
        <Row label={t('serviceFees.rowTotal')} value={total} strong testId={`service-fees-total-${id}`} />
      </tbody>
    </table>
  );
}

function Row({ label, value, strong = false, testId }: { label: ReactNode; value: string; strong?: boolean; testId?: string }) {
  return (
    <tr className={strong ? 'border-t-2 border-slate-300' : 'border-t border-slate-100'}>
      <th scope="row" className={`py-2 pr-3 align-top ${strong ? 'font-bold text-slate-900' : 'font-normal text-slate-700'}`}>
        {label}
      </th>
      <td
        className={`py-2 text-right align-top tabular-nums ${strong ? 'font-bold text-slate-900' : 'text-slate-900'}`}
        data-testid={testId}
      >
        {value}
      </td>
    </tr>
  );
}

/** Adding funds with PayPal: its fee per payment, and what adding $20.00 costs. */
function AddFundsFee({ fees }: { fees: FeeSchedule }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rate = useRate();
  if (fees.paypalFeeBasisPoints === 0 && fees.paypalFeeFixedCents === 0)
    return <p className="text-slate-800">{t('serviceFees.addFundsFree')}</p>;
  const feeCents = percentOfCents(EXAMPLE_FUNDING_CENTS, fees.paypalFeeBasisPoints) + fees.paypalFeeFixedCents;
  return (
    <>
      <p className="text-slate-800">{t('serviceFees.addFundsBody', { fee: rate(fees.paypalFeeBasisPoints, fees.paypalFeeFixedCents) })}</p>
      <p className="mt-2 text-slate-800" data-testid="service-fees-funding-example">
        {t('serviceFees.addFundsExample', { amount: money(EXAMPLE_FUNDING_CENTS), total: money(EXAMPLE_FUNDING_CENTS + feeCents) })}
      </p>
    </>
  );
}
