import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppNotification, NotificationType } from '../../../shared/api/notifications';
import { localeOf, type Language } from '../../../shared/i18n/languages';
import { Button } from '../../ui/Button';
import { TrashIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { LoadingLine } from '../../ui/LoadingLine';
import { formatDateTime } from '../../../shared/dates';

/** docs/product-rules.md#notification-types: promotion, bonus and urgent have their own style; any other type the default one. */
const TYPE_STYLES: Record<NotificationType, string> = {
  promotion: 'border-violet-600',
  bonus: 'border-emerald-600',
  urgent: 'border-red-700',
  info: 'border-slate-300',
};
const TYPE_LABEL_STYLES: Record<NotificationType, string> = {
  promotion: 'text-violet-800',
  bonus: 'text-emerald-800',
  urgent: 'text-red-800',
  info: 'text-slate-700',
};

/** The button pressed is about to disappear with what it deletes: focus stays in the dropdown, not lost to the page. */
function keepFocusInList(button: HTMLElement) {
  button.closest<HTMLElement>('[role="region"]')?.focus();
}

export interface NotificationListProps {
  language: Language;
  notifications: AppNotification[];
  /** The person deleted notifications in this session: an empty list is one they cleared. */
  emptiedByPerson: boolean;
  isLoading: boolean;
  error: unknown;
  refetch(): unknown;
  remove(id: string): void;
  clearAll(ids: string[]): void;
  busy: boolean;
}

/** The dropdown's content: a heading with 'clear all', then each notification with its delete button. */
export function NotificationList({
  language,
  notifications,
  emptiedByPerson,
  isLoading,
  error,
  refetch,
  remove,
  clearAll,
  busy,
}: NotificationListProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-2">
        <h2 className="text-lg font-bold text-slate-900">{t('notifications.title')}</h2>
        {notifications.length > 0 && (
          <Button
            variant="ghost"
            fullWidth={false}
            disabled={busy}
            className="min-h-11 px-3 text-sm"
            onClick={(event) => {
              keepFocusInList(event.currentTarget);
              clearAll(notifications.map((n) => n.id));
            }}
          >
            {t('notifications.clearAll')}
          </Button>
        )}
      </div>
      {isLoading ? (
        <div className="px-4">
          <LoadingLine />
        </div>
      ) : error && notifications.length === 0 ? (
        <div className="p-4">
          <LoadError error={error} onRetry={() => void refetch()} />
        </div>
      ) : notifications.length === 0 ? (
        <p className="px-4 py-6 text-center text-slate-700">{t(emptiedByPerson ? 'notifications.emptyCleared' : 'notifications.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="notification-list">
          {notifications.map((notification) => (
            <li key={notification.id} className={`flex items-start gap-2 border-l-4 py-3 pr-2 pl-3 ${TYPE_STYLES[notification.type]}`}>
              <div className="min-w-0 flex-1">
                {notification.type !== 'info' && (
                  <p className={`text-xs font-semibold tracking-wide uppercase ${TYPE_LABEL_STYLES[notification.type]}`}>
                    {t(`notifications.types.${notification.type}`)}
                  </p>
                )}
                <h3 className="font-semibold break-words text-slate-900">
                  {!notification.read && <span className="sr-only">{t('notifications.unread')} </span>}
                  {notification.title}
                </h3>
                <p className="break-words text-slate-700">{notification.message}</p>
                {notification.link && (
                  <Link
                    to={notification.link}
                    className="inline-flex min-h-11 items-center font-semibold text-blue-800 underline underline-offset-2"
                    data-testid="notification-link"
                  >
                    {t('notifications.sendNow')}
                  </Link>
                )}
                <time dateTime={notification.createdAt} className="text-sm text-slate-600">
                  {formatDateTime(notification.createdAt, localeOf(language))}
                </time>
              </div>
              <button
                type="button"
                disabled={busy}
                onClick={(event) => {
                  keepFocusInList(event.currentTarget);
                  remove(notification.id);
                }}
                aria-label={t('notifications.deleteOne', { title: notification.title })}
                className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-50"
              >
                <TrashIcon className="h-5 w-5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
