import { useTranslation } from 'react-i18next';
import { REPLY_WITHIN_HOURS } from '../../../shared/api/support';
import { Card } from '../../ui/Card';
import { LoadError } from '../../ui/LoadError';
import { MailIcon, SupportIcon } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { useSupportContact } from './support-api';

/** The 24/7 chat (WhatsApp) and the email address, from the server's configuration, and how soon we answer. */
export function ContactCard() {
  const { t } = useTranslation();
  const contact = useSupportContact();
  const linkClass =
    'flex min-h-12 items-center gap-3 rounded-2xl px-4 py-2 font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';
  return (
    <Card title={t('support.contact.heading')}>
      <p className="text-slate-700">{t('support.contact.intro')}</p>
      <div className="mt-3 flex flex-col gap-3" data-testid="support-contact">
        {contact.isPending ? (
          <div role="status" className="flex flex-col gap-3">
            <span className="sr-only">{t('common.loading')}</span>
            <Skeleton className="h-12 w-full rounded-2xl" />
            <Skeleton className="h-12 w-full rounded-2xl" />
          </div>
        ) : contact.isError ? (
          <LoadError framed error={contact.error} onRetry={() => void contact.refetch()} />
        ) : (
          <>
            <a
              href={contact.data.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`${linkClass} bg-emerald-50 text-emerald-900 ring-emerald-300 hover:bg-emerald-100`}
              data-testid="support-whatsapp"
            >
              <SupportIcon className="h-5 w-5 shrink-0" />
              <span className="flex flex-col">
                <span>{t('support.contact.chat')}</span>
                <span className="text-sm font-normal">{t('support.contact.chatDetail', { number: contact.data.whatsappNumber })}</span>
              </span>
            </a>
            <a
              href={`mailto:${contact.data.email}`}
              className={`${linkClass} bg-blue-50 text-blue-900 ring-blue-300 hover:bg-blue-100`}
              data-testid="support-email"
            >
              <MailIcon className="h-5 w-5 shrink-0" />
              <span className="flex flex-col">
                <span>{t('support.contact.email')}</span>
                <span className="text-sm font-normal break-all">{contact.data.email}</span>
              </span>
            </a>
          </>
        )}
        <p className="text-sm text-slate-700" data-testid="support-reply-time">
          {t('support.contact.replyTime', { hours: contact.data?.replyWithinHours ?? REPLY_WITHIN_HOURS })}
        </p>
      </div>
    </Card>
  );
}
