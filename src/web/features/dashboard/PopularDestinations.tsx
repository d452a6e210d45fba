import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { numberFormat } from '../../../shared/intl';
import { formatMoney } from '../../../shared/money';
import { useLanguage } from '../../i18n/language';
import { Flag } from '../../ui/Flag';

/** docs/product-rules.md#popular-destinations: Haiti $5, United States $10, Dominican Rep. $5, Jamaica $5. */
const POPULAR_DESTINATIONS = [
  { iso: 'HT', fromCents: 500 },
  { iso: 'US', fromCents: 1000 },
  { iso: 'DO', fromCents: 500 },
  { iso: 'JM', fromCents: 500 },
] as const;

type DestinationIso = (typeof POPULAR_DESTINATIONS)[number]['iso'];

/**
 * Flags drawn as SVG (emoji flags do not show on many Android phones); Haiti and the United States come
 * from the shared Flag, the Dominican Republic and Jamaica are drawn here. Decorative: the name stands beside.
 */
const EXTRA_FLAGS: Record<'DO' | 'JM', ReactElement> = {
  DO: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="13" height="8" fill="#002d62" />
      <rect x="17" width="13" height="8" fill="#ce1126" />
      <rect y="12" width="13" height="8" fill="#ce1126" />
      <rect x="17" y="12" width="13" height="8" fill="#002d62" />
    </>
  ),
  JM: (
    <>
      <rect width="30" height="20" fill="#009b3a" />
      <path d="M0 0 15 10 0 20zM30 0 15 10 30 20z" fill="#000" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#fed100" strokeWidth="3" />
    </>
  ),
};

function DestinationFlag({ iso }: { iso: DestinationIso }) {
  const className = 'h-6 w-9';
  if (iso === 'HT') return <Flag code="ht" className={className} />;
  if (iso === 'US') return <Flag code="us" className={className} />;
  return (
    <svg
      viewBox="0 0 30 20"
      aria-hidden="true"
      className={`inline-block shrink-0 overflow-hidden rounded-[3px] shadow-[0_0_0_1px_rgba(0,0,0,0.12)] ${className}`}
    >
      {EXTRA_FLAGS[iso]}
    </svg>
  );
}

/** "$5" for whole dollars, "$5.50" otherwise, in the reader's language; exact, from integer cents. */
function formatFromPrice(cents: number, locale: string): string {
  if (cents % 100 !== 0) return formatMoney(cents, locale);
  return numberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(
    cents / 100,
  );
}

/** docs/product-rules.md#popular-destinations: each opens the send flow with the country chosen. */
export function PopularDestinations() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (
    <section aria-labelledby="home-destinations-heading">
      <h2 id="home-destinations-heading" className="mb-3 text-lg font-bold text-slate-900">
        {t('home.destinationsTitle')}
      </h2>
      <ul className="grid grid-cols-2 gap-3">
        {POPULAR_DESTINATIONS.map(({ iso, fromCents }) => (
          <li key={iso}>
            <Link
              to={`/send-topup?country=${iso}`}
              data-testid={`destination-${iso}`}
              className="flex h-full min-h-16 flex-col items-start gap-2 rounded-2xl bg-white px-3 py-3 shadow-sm ring-1 ring-slate-200 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
            >
              <DestinationFlag iso={iso} />
              <span className="flex min-w-0 flex-col leading-tight">
                <span className="font-semibold text-slate-900">{t(`home.destinations.${iso}`)}</span>
                <span className="mt-0.5 text-sm text-slate-600">
                  {t('home.destinationFrom', { amount: formatFromPrice(fromCents, locale) })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
