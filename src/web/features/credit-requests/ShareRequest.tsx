import { useTranslation } from 'react-i18next';
import type { CreatedCreditRequest } from '../../../shared/api/credit-requests';
import { formatDate } from '../../../shared/dates';
import { useLanguage } from '../../i18n/language';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { CopyIcon, PhoneIcon, SupportIcon } from '../../ui/icons';
import { toast } from '../../ui/toast-store';
import { copyText, smsShareLink, whatsappShareLink } from './share';

const SHARE_LINK_CLASS =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-2xl px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/** The request made: its link, its QR code, and the ways to send it (WhatsApp first: often the only data she has). */
export function ShareRequest({
  created,
  name,
  message,
  onAgain,
}: {
  created: CreatedCreditRequest;
  name: string;
  message: string;
  onAgain(): void;
}) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const text = t(message.trim() ? 'creditRequests.share.textWithMessage' : 'creditRequests.share.text', {
    name,
    message: message.trim(),
    url: created.url,
  });
  const until = formatDate(created.expiresAt, locale);
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(created.qrSvg)}`;

  const copy = async () => {
    if (await copyText(created.url)) toast({ title: t('creditRequests.share.copied'), variant: 'success' });
    else toast({ title: t('creditRequests.share.copyFailed'), variant: 'destructive' });
  };

  return (
    <div className="flex flex-col gap-4" data-testid="ask-created">
      <p role="status" className="rounded-2xl bg-green-50 p-4 font-semibold text-green-900 ring-1 ring-green-200">
        {t('creditRequests.share.ready')}
      </p>
      <Card title={t('creditRequests.share.heading')}>
        <div className="flex flex-col gap-3">
          <a
            className={`${SHARE_LINK_CLASS} bg-green-700 text-white hover:bg-green-800`}
            href={whatsappShareLink(text)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="share-whatsapp"
          >
            <SupportIcon className="h-5 w-5" />
            {t('creditRequests.share.whatsapp')}
          </a>
          <a
            className={`${SHARE_LINK_CLASS} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`}
            href={smsShareLink(text)}
            data-testid="share-sms"
          >
            <PhoneIcon className="h-5 w-5" />
            {t('creditRequests.share.sms')}
          </a>
          <p className="rounded-xl bg-slate-100 px-3 py-2 text-slate-900 [overflow-wrap:anywhere]" data-testid="share-link">
            {created.url}
          </p>
          <Button variant="secondary" onClick={() => void copy()}>
            <CopyIcon className="h-5 w-5" />
            {t('creditRequests.share.copy')}
          </Button>
        </div>
      </Card>
      <Card title={t('creditRequests.share.qrHeading')}>
        <p className="text-sm text-slate-600">{t('creditRequests.share.qrHint')}</p>
        <img
          src={qr}
          alt={t('creditRequests.share.qrAlt')}
          width={220}
          height={220}
          className="mx-auto mt-3 h-56 w-56"
          data-testid="share-qr"
        />
      </Card>
      <p className="text-sm text-slate-700">{t('creditRequests.share.validUntil', { date: until })}</p>
      <Button variant="ghost" onClick={onAgain}>
        {t('creditRequests.share.again')}
      </Button>
    </div>
  );
}
