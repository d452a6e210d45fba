import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoyaltyLevel } from '../../../shared/loyalty';
import { useMoney } from '../../lib/use-money';

/** The country's ISO code in a small badge (emoji flags do not draw on Windows and many older phones). */
export function CountryBadge({ iso, className = '' }: { iso: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex h-9 w-11 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-sm font-bold tracking-wide text-blue-900 ring-1 ring-blue-200 ${className}`}
    >
      {iso.toUpperCase()}
    </span>
  );
}

/** A label/value list (amounts right-aligned in tabular digits). */
export function Rows({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <dl className={`divide-y divide-slate-100 ${className}`}>{children}</dl>;
}

export function Row({
  label,
  children,
  strong = false,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className={`flex items-baseline justify-between gap-4 py-2.5 ${strong ? 'text-lg font-bold text-slate-900' : 'text-slate-700'}`}>
      <dt>{label}</dt>
      <dd className="text-right tabular-nums text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

const NOTICE_TONES = {
  error: 'bg-red-50 text-red-900 ring-red-200',
  warning: 'bg-yellow-50 text-yellow-950 ring-yellow-300',
  info: 'bg-blue-50 text-blue-950 ring-blue-200',
  success: 'bg-emerald-50 text-emerald-950 ring-emerald-200',
} as const;

/** A boxed message with an optional title and actions; `alert` announces it at once. */
export function Notice({
  tone,
  title,
  children,
  actions,
  alert = false,
  testId,
}: {
  tone: keyof typeof NOTICE_TONES;
  title?: string;
  children?: ReactNode;
  actions?: ReactNode;
  alert?: boolean;
  testId?: string;
}) {
  return (
    <div
      role={alert ? 'alert' : undefined}
      data-testid={testId}
      className={`flex flex-col gap-2 rounded-2xl p-4 ring-1 ${NOTICE_TONES[tone]}`}
    >
      {title && <p className="font-bold">{title}</p>}
      {children && <div className="flex flex-col gap-1">{children}</div>}
      {actions && <div className="mt-1 flex flex-col gap-2">{actions}</div>}
    </div>
  );
}

/** A big selectable choice (an amount, an operator, a payment method) with a visible selected state. */
export function ChoiceButton({
  selected,
  onClick,
  children,
  className = '',
  testId,
}: {
  selected: boolean;
  onClick(): void;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      data-testid={testId}
      className={`min-h-12 rounded-2xl border-2 px-3 py-2 ${className.includes('text-center') ? '' : 'text-left'} transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
        selected ? 'border-blue-700 bg-blue-50 text-blue-950' : 'border-slate-300 bg-white text-slate-900 hover:border-blue-600'
      } ${className}`}
    >
      {children}
    </button>
  );
}

/** A new screen starts at its top (the router keeps the scroll position of the previous one). */
export function useScrollToTop(key: unknown) {
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
  }, [key]);
}

interface Fees {
  /** After the loyalty level's reduction, when there is one. */
  topupFeeCents: number;
  topupFeeReductionCents?: number;
  loyaltyLevel?: LoyaltyLevel | null;
  walletFeeCents: number;
  paypalFeeCents: number;
  totalCents: number;
  paymentMethod: 'wallet' | 'paypal';
  /** A promo code's discount (ADR 0024), on quotes and receipts. */
  promoCode?: string | null;
  promoDiscountCents?: number;
}

/** The top-up fee, the fee of the way of paying, a promo discount, and the total: the same rows in the estimate, quote and receipt. */
export function FeeRows({ price, totalTestId }: { price: Fees; totalTestId?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  // The loyalty level's reduction is its own line under the full top-up fee (ADR 0027).
  const reduction = price.topupFeeReductionCents ?? 0;
  return (
    <>
      <Row label={t('topups.summary.topupFee')}>{money(price.topupFeeCents + reduction)}</Row>
      {reduction > 0 && price.loyaltyLevel && (
        <Row label={t('loyalty.member', { level: t(`loyalty.levels.${price.loyaltyLevel}`) })} testId="loyalty-fee-reduction">
          <span className="font-semibold text-emerald-800">−{money(reduction)}</span>
        </Row>
      )}
      {price.paymentMethod === 'wallet' ? (
        <Row label={t('topups.summary.walletFee')}>{money(price.walletFeeCents)}</Row>
      ) : (
        <Row label={t('topups.summary.paypalFee')}>{money(price.paypalFeeCents)}</Row>
      )}
      {(price.promoDiscountCents ?? 0) > 0 && (
        <Row label={t('promotions.discountLine', { code: price.promoCode ?? '' })} testId="promo-discount">
          <span className="font-semibold text-emerald-800">−{money(price.promoDiscountCents!)}</span>
        </Row>
      )}
      <Row label={t('topups.summary.total')} strong testId={totalTestId}>
        {money(price.totalCents)}
      </Row>
    </>
  );
}
