import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/language';
import { useOldestKeptAnswer, useOnline, useScreenDidNotOpen } from '../lib/offline-data';
import { OfflineIcon } from './offline-icon';
import { dateTimeFormat } from '../../shared/intl';

/** "14:32" today, else the day and time in the reader's numeric format (no month names to translate). */
function whenKept(iso: string, locale: string, now = new Date()): string {
  const kept = new Date(iso);
  const today = kept.toDateString() === now.toDateString();
  return dateTimeFormat(locale, today ? { timeStyle: 'short' } : { dateStyle: 'short', timeStyle: 'short' }).format(kept);
}

/**
 * Says honestly, above every screen, that the phone is offline or that what it shows is the last copy the
 * app kept (and from when). Hidden when online and everything shown is fresh, and while the screen did not
 * open: it then shows nothing kept, and its own message says why (one message, not two that disagree).
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const online = useOnline();
  const keptAt = useOldestKeptAnswer();
  const screenDidNotOpen = useScreenDidNotOpen();
  if ((online && !keptAt) || screenDidNotOpen) return null;
  const time = keptAt ? whenKept(keptAt, locale) : '';
  const message = keptAt ? t(online ? 'offline.bannerWeak' : 'offline.banner', { time }) : t('offline.bannerNoCopy');
  return (
    <div role="status" data-testid="connection-banner" className="bg-slate-900 px-4 py-2 text-sm font-medium text-white">
      <p className="mx-auto flex max-w-md items-center gap-2">
        <OfflineIcon className="h-4 w-4 shrink-0" />
        {message}
      </p>
    </div>
  );
}
