import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BellIcon } from '../../ui/icons';
import { NotificationList } from './NotificationList';
import { useNotifications } from './use-notifications';

/**
 * The header's bell (docs/product-rules.md#notifications-list): the unread count on a badge, and a dropdown of the notifications. The
 * button says whether the list is open (aria-expanded); opening moves focus into the list and marks
 * everything read; Escape, a click outside or leaving it with Tab closes it, and Escape gives focus back.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { unreadCount, markAllRead } = notifications;
  const location = useLocation();

  // A notification's link (a recipient's alert opens the send screen) leads elsewhere: the list closes behind it.
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes it wherever focus is (a deleted row's button took focus with it).
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  // Opening the list reads it: whatever was unread then is read from now on.
  useEffect(() => {
    if (open && unreadCount > 0) markAllRead();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening, not at every count the refetch brings
  }, [open]);

  return (
    <div
      ref={wrapper}
      className="shrink-0"
      onBlur={(event) => {
        if (open && event.relatedTarget && !wrapper.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        data-testid="notification-bell"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unreadCount > 0 ? t('notifications.bellUnread', { count: unreadCount }) : t('notifications.bell')}
        onClick={() => setOpen((was) => !was)}
        className="relative flex h-11 w-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        <BellIcon className="h-6 w-6" />
        {unreadCount > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white ring-2 ring-white"
          >
            {unreadCount > 99 ? '99+' : unreadCount}
          </span>
        )}
      </button>
      <div
        ref={panel}
        id={panelId}
        role="region"
        aria-label={t('notifications.title')}
        tabIndex={-1}
        hidden={!open}
        className="absolute inset-x-2 top-full z-40 mt-1 max-h-[70dvh] overflow-y-auto rounded-2xl bg-white shadow-xl ring-1 ring-slate-200 focus:outline-none"
      >
        {open && <NotificationList {...notifications} />}
      </div>
    </div>
  );
}
