import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClockIcon, GiftIcon, PhoneIcon, StarIcon, UsersIcon } from '../../ui/icons';
import { QUICK_SEND_ID } from './SendTopupFab';

const ACTIONS: ReadonlyArray<{ to: string; key: string; Icon: ComponentType<{ className?: string }> }> = [
  { to: '/send-topup', key: 'sendTopup', Icon: PhoneIcon },
  { to: '/send-basket', key: 'sendBasket', Icon: UsersIcon },
  { to: '/promotions', key: 'promotions', Icon: GiftIcon },
  { to: '/invite-friends', key: 'inviteFriends', Icon: UsersIcon },
  { to: '/history', key: 'history', Icon: ClockIcon },
  { to: '/loyalty', key: 'loyalty', Icon: StarIcon },
];

/** docs/product-rules.md#dashboard: sending first and widest, then promotions, invite friends, history, loyalty. */
export function QuickActions() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-actions-heading">
      <h2 id="home-actions-heading" className="mb-3 text-lg font-bold text-slate-900">
        {t('home.quickActions')}
      </h2>
      <ul className="grid grid-cols-2 gap-3">
        {ACTIONS.map(({ to, key, Icon }, index) => {
          const primary = index === 0;
          return (
            // Sending to several people is the second way to send: as wide as the first, so the rest pair up.
            <li key={to} className={primary || key === 'sendBasket' ? 'col-span-2' : ''}>
              <Link
                to={to}
                id={primary ? QUICK_SEND_ID : undefined}
                className={`flex h-full min-h-16 gap-2 rounded-2xl px-3 py-3 font-semibold shadow-sm ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
                  primary
                    ? 'items-center gap-3 bg-blue-700 text-white ring-blue-700 hover:bg-blue-800'
                    : 'flex-col items-start bg-white text-slate-900 ring-slate-200 hover:bg-slate-50'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${primary ? 'bg-white/15 text-white' : 'bg-blue-50 text-blue-800'}`}
                >
                  <Icon className="h-5 w-5" />
                </span>
                <span className="min-w-0 leading-tight break-words">{t(`home.actions.${key}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
